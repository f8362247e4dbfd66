import type { ReactNode } from "react";
import { BottomNav } from "@/components/shell/bottom-nav";
import { TermsGate } from "@/modules/users/components/terms-gate";
import { shouldShowTermsGate } from "@/modules/users/terms-status";
import { OfflineQueueProvider } from "@/modules/lists/components/offline-queue-provider";
import { CurrencyRoot } from "@/modules/currency/components/currency-root";
import { NotificationsSlot } from "@/components/shell/notifications-button";
import { NotificationsPanel } from "@/modules/alerts/client";

export default async function ShopperLayout({ children }: { children: ReactNode }) {
  const showTermsGate = await shouldShowTermsGate();
  return (
    <CurrencyRoot>
    <NotificationsSlot bell={<NotificationsPanel />}>
    <OfflineQueueProvider>
      <div className="pb-20">
        {children}
        <BottomNav />
        {showTermsGate ? <TermsGate /> : null}
      </div>
    </OfflineQueueProvider>
    </NotificationsSlot>
    </CurrencyRoot>
  );
}
