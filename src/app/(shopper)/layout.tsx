import type { ReactNode } from "react";
import { BottomNav } from "@/components/shell/bottom-nav";
import { TermsGate } from "@/modules/users/components/terms-gate";
import { shouldShowTermsGate } from "@/modules/users/terms-status";
import { OfflineQueueProvider } from "@/modules/lists/components/offline-queue-provider";
import { CurrencyRoot } from "@/modules/currency/components/currency-root";

export default async function ShopperLayout({ children }: { children: ReactNode }) {
  const showTermsGate = await shouldShowTermsGate();
  return (
    <CurrencyRoot>
    <OfflineQueueProvider>
      <div className="pb-20">
        {children}
        <BottomNav />
        {showTermsGate ? <TermsGate /> : null}
      </div>
    </OfflineQueueProvider>
    </CurrencyRoot>
  );
}
