import { pageContext } from "@/server/page";
import { getRetailerProfile, tierBadge } from "@/modules/retailers";
import { PortalShell } from "@/modules/retailers/ui";
import { SetupRequired } from "@/modules/retailers/client";
import { listOwnBanners } from "@/modules/ads";
import { getOwnBannerStanding } from "@/modules/ads";
import { BannersScreen } from "@/modules/ads/client";
import { parsePlacementPaymentResult } from "@/modules/ads/shared";
import { getOwnPlacementBookings, getRetailerTerms } from "@/modules/billing";

export const metadata = { title: "Banner Advertising" };

export default async function Page({ searchParams }: { searchParams: Promise<{ placement_payment?: string }> }) {
  const paymentReturn = parsePlacementPaymentResult((await searchParams).placement_payment);
  const { db, actor } = await pageContext({ access: "retailer", from: "/retailer/banners", loginPath: "/retailer/auth" });
  const retailer = await getRetailerProfile(db, actor);
  if (!retailer) return <SetupRequired />;
  const [banners, standing, terms, bookings] = await Promise.all([listOwnBanners(db, actor), getOwnBannerStanding(db, actor), getRetailerTerms(db, { id: retailer.id, userId: actor.userId }), getOwnPlacementBookings(db, actor)]);
  return (
    <PortalShell retailer={retailer} title="Banner Advertising" subtitle="Sponsored banners shown to shoppers near you.">
      <BannersScreen standing={standing} initialBanners={banners} initialLogoUrl={retailer.logoUrl} premium={retailer.isPremium} planLabel={tierBadge(retailer)} terms={terms} bookings={bookings} paymentReturn={paymentReturn} />
    </PortalShell>
  );
}
