import { PageHeader } from "@/components/shell/page-header";
import { LocationButton } from "@/modules/stores/components/location-button";
import { pageContext } from "@/server/page";
import { getMapPageData } from "@/modules/stores/queries";
import { MapScreen } from "@/modules/stores/components/map-screen";
import { CurrencyRoot } from "@/modules/currency/components/currency-root";
import { CurrencyBadge } from "@/modules/currency/components/currency-badge";
import { profileSnapshot } from "@/modules/users/profile-snapshot";

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
