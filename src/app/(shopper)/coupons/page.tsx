import { PageHeader } from "@/components/shell/page-header";
import { pageContext } from "@/server/page";
import { todayUtc } from "@/modules/coupons/shared";
import { getCouponHub } from "@/modules/coupons";
import { CouponHub, FeaturedCoupon } from "@/modules/coupons/client";
import { getSponsoredAds } from "@/modules/ads";
import { getShopperPlace } from "@/modules/pricing";
import { SponsoredAdCard } from "@/modules/ads/client";

export const metadata = { title: "Coupons & Deals" };

export default async function Page() {
  const { db, actor } = await pageContext({ access: "user", from: "/coupons" });
  const now = new Date();
  const place = await getShopperPlace(db, actor);
  const [hub, hubAds] = await Promise.all([getCouponHub(db, actor, now, place), getSponsoredAds(db, actor, "coupon", place, now)]);
  return (
    <>
      <PageHeader title="Coupons & Deals" subtitle="Save with local retailers" />
      <main className="mx-auto flex max-w-3xl flex-col gap-5 p-4">
        {hubAds.length > 0 ? (
          <SponsoredAdCard ads={hubAds} variant="coupon" headingId="coupon-hub-banner" />
        ) : hub.featured ? (
          <FeaturedCoupon coupon={hub.featured} />
        ) : null}
        <CouponHub available={hub.available} expired={hub.expired} today={todayUtc(now)} near={hub.near} />
      </main>
    </>
  );
}
