import type { ReactNode } from "react";
import { BottomNav } from "@/components/shell/bottom-nav";
import { TermsGate } from "@/modules/users/client";
import { shouldShowTermsGate } from "@/modules/users";
import { profileSnapshot } from "@/modules/users/ui";
import { OfflineQueueProvider } from "@/modules/lists/client";
import { CurrencyRoot } from "@/modules/currency/ui";
import { NotificationsSlot } from "@/components/shell/notifications-button";
import { NotificationsPanel } from "@/modules/alerts/client";
import { ServiceWorkerRegistration } from "@/components/pwa/service-worker-registration";
import { pageContext } from "@/server/page";

export default async function ShopperLayout({ children }: { children: ReactNode }) {
  const showTermsGate = await shouldShowTermsGate();
  // Whose offline queue and last-seen lists this browser may use (another account's are cleared).
  const { db, actor } = await pageContext({ access: "public" });
  return (
    <CurrencyRoot profile={actor ? profileSnapshot(db, actor.userId) : null}>
    <NotificationsSlot bell={<NotificationsPanel />}>
    <OfflineQueueProvider userId={actor?.userId ?? null}>
      <ServiceWorkerRegistration />
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
