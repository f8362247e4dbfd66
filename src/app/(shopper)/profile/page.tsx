import { PageHeader } from "@/components/shell/page-header";
import { Card } from "@/components/ui/card";
import { requireUser } from "@/server/auth/session";
import { getDb } from "@/server/db";
import { getProfileSummary } from "@/modules/users/queries";
import { ProfileView } from "@/modules/users/components/profile-view";
import { getProfileAddress, isGoogleMapsConfigured } from "@/modules/stores/queries";
import { AddressEditorButton } from "@/modules/stores/components/address";
import { getCurrencySettings } from "@/modules/currency/queries";
import { CurrencySelect } from "@/modules/currency/components/currency-select";

export const metadata = { title: "My Profile" };

export default async function ProfilePage() {
  const actor = await requireUser("/profile");
  const [summary, address, currency] = await Promise.all([
    getDb().then((db) => getProfileSummary(db, actor)),
    getProfileAddress(actor),
    getCurrencySettings(actor),
  ]);
  return (
    <>
      <PageHeader title="My Profile" />
      <ProfileView summary={summary} />
      <section aria-labelledby="location-settings" className="mx-auto max-w-3xl px-4 pb-4">
        <Card className="flex flex-col gap-3">
          <h2 id="location-settings" className="text-base font-semibold">Location and currency</h2>
          <AddressEditorButton address={address} googleConfigured={isGoogleMapsConfigured()} variant="inline" />
          <CurrencySelect preferred={currency.preferred} />
        </Card>
      </section>
    </>
  );
}
