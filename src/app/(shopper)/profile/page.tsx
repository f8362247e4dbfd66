import { PageHeader } from "@/components/shell/page-header";
import { Card } from "@/components/ui/card";
import { pageContext } from "@/server/page";
import { getProfileSummary } from "@/modules/users";
import { ProfileView } from "@/modules/users/client";
import { getProfileAddress, isGoogleMapsConfigured } from "@/modules/stores";
import { AddressEditorButton } from "@/modules/stores/client";
import { getCurrencySettings } from "@/modules/users";
import { CurrencySelect } from "@/modules/currency/client";
import { setPreferredCurrencyAction } from "@/modules/users/server-actions";
import { getShopperMembershipTier, getShopperPremium } from "@/modules/billing";
import { countOwnLists } from "@/modules/lists";
import { countOwnRedemptions } from "@/modules/coupons";
import { ShopperPremiumCard } from "@/modules/billing/client";
import { getSavingsStats } from "@/modules/home";
import { listApiKeys } from "@/modules/open-data";
import { ApiKeysSection } from "@/modules/open-data/client";
import { getShareDefault } from "@/modules/contributions";
import { ShareDefaultSwitch } from "@/modules/contributions/client";
import { getShopperEmailPreferences } from "@/modules/mailings";
import { ShopperEmailPreferencesForm } from "@/modules/mailings/client";
import { getAlertSettings } from "@/modules/alerts";
import { AlertSettingsForm } from "@/modules/alerts/client";

export const metadata = { title: "My Profile" };

export default async function ProfilePage() {
  const { db, actor } = await pageContext({ access: "user", from: "/profile" });
  const [summary, address, currency, premium, apiKeys, shareReceipts, mailPrefs, alertSettings] = await Promise.all([
    // The figures other modules own are composed here: users imports none of lists, coupons, billing or home.
    getProfileSummary(db, actor, {
      tripStats: (currency, rates) => getSavingsStats(db, actor, currency, rates),
      listCount: () => countOwnLists(db, actor),
      couponsRedeemed: () => countOwnRedemptions(db, actor),
      membershipTier: () => getShopperMembershipTier(db, actor),
    }),
    getProfileAddress(db, actor),
    getCurrencySettings(db, actor),
    getShopperPremium(db, actor),
    listApiKeys(db, actor),
    getShareDefault(db, actor),
    getShopperEmailPreferences(db, actor),
    getAlertSettings(db, actor),
  ]);
  return (
    <>
      <PageHeader title="My Profile" />
      <ProfileView summary={summary} premium={<ShopperPremiumCard premium={premium} />} />
      <section aria-labelledby="location-settings" className="mx-auto max-w-3xl px-4 pb-4">
        <Card className="flex flex-col gap-3">
          <h2 id="location-settings" className="text-base font-semibold">Location and currency</h2>
          <AddressEditorButton address={address} googleConfigured={isGoogleMapsConfigured()} variant="inline" />
          <CurrencySelect preferred={currency.preferred} save={setPreferredCurrencyAction} />
        </Card>
      </section>
      <section aria-labelledby="email-preferences" className="mx-auto max-w-3xl px-4 pb-4" id="email-preferences-section">
        <Card className="flex flex-col gap-1">
          <h2 id="email-preferences" className="text-base font-semibold">E-mail preferences</h2>
          <p className="text-xs text-slate-600">Every e-mail also has a one-click unsubscribe link for its kind.</p>
          <ShopperEmailPreferencesForm initial={mailPrefs} />
        </Card>
      </section>
      <section aria-labelledby="price-alerts" className="mx-auto max-w-3xl px-4 pb-4">
        <Card className="flex flex-col gap-1">
          <h2 id="price-alerts" className="text-base font-semibold">Price alerts</h2>
          <AlertSettingsForm initial={alertSettings} />
        </Card>
      </section>
      <section aria-labelledby="receipt-sharing" className="mx-auto max-w-3xl px-4 pb-4">
        <Card className="flex flex-col gap-3">
          <h2 id="receipt-sharing" className="text-base font-semibold">Receipt prices</h2>
          <ShareDefaultSwitch initial={shareReceipts} />
        </Card>
      </section>
      <section id="api-keys" aria-labelledby="api-keys-title" className="mx-auto max-w-3xl px-4 pb-4">
        <Card className="flex flex-col gap-3">
          <h2 id="api-keys-title" className="text-base font-semibold">Developer API keys</h2>
          <ApiKeysSection initial={apiKeys} />
        </Card>
      </section>
    </>
  );
}
