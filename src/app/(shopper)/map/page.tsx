import { PageHeader } from "@/components/shell/page-header";
import { LocationButton } from "@/modules/stores/ui";
import { getMapPageData } from "@/modules/stores";
import { pageContext } from "@/server/page";
import { MapScreen } from "@/modules/stores/client";
import { CurrencyRoot } from "@/modules/currency/ui";
import { CurrencyBadge } from "@/modules/currency/client";
import { profileSnapshot } from "@/modules/users/ui";

export const metadata = { title: "Find Stores" };

export default async function Page({ searchParams }: { searchParams: Promise<{ store?: string | string[] }> }) {
  const { store } = await searchParams;
  const storeParam = (Array.isArray(store) ? store[0] : store)?.slice(0, 200) ?? null;
  const { db, actor } = await pageContext({ access: "user", from: storeParam ? `/map?store=${encodeURIComponent(storeParam)}` : "/map" });
  const data = await getMapPageData(db, actor);
  return (
    <CurrencyRoot profile={profileSnapshot(db, actor.userId)}>
      <PageHeader title="Find Stores" subtitle="Grocery stores near you" location={<LocationButton />} actions={<CurrencyBadge />} />
      <MapScreen
        profileLatitude={data.address.latitude}
        profileLongitude={data.address.longitude}
        profileAddressText={data.addressText}
        googleConfigured={data.googleConfigured}
        storeParam={storeParam}
      />
    </CurrencyRoot>
  );
}
