import { PageHeader } from "@/components/shell/page-header";
import { pageContext } from "@/server/page";
import { AD_PLACEMENTS } from "@/modules/ads/shared";
import { getPlacementPreview, MAX_ADS_PER_PLACEMENT } from "@/modules/ads";
import { PlacementReport, BannerSandbox } from "@/modules/ads/client";

export const metadata = { title: "Banner Advertising QA" };

/** Internal: every placement previewed with live data (impressions not counted), rotation order and checks, a validation sandbox. */
export default async function Page() {
  const { db, actor } = await pageContext({ access: "admin", from: "/test-banner-qa" });
  const preview = await getPlacementPreview(db, actor);
  return (
    <div className="min-h-dvh bg-slate-50 pb-10">
      <PageHeader title="Banner Advertising QA" subtitle="Live placements, rotation order and validation" />
      <main className="mx-auto flex max-w-3xl flex-col gap-5 p-4">
        <p className="text-sm text-slate-700">
          Previews below use live banners but never record impressions or clicks, for every location at once (shoppers see only retailers with an approved store near them). Rotation: up to {MAX_ADS_PER_PLACEMENT} retailers per placement, one banner each, premium retailers first, an exclusive holder alone; the set moves on every hour so each retailer gets turns; the card rotates every 5 seconds.
        </p>
        {AD_PLACEMENTS.map((placement) => (
          <PlacementReport key={placement} placement={placement} ads={preview[placement]} maxPerPlacement={MAX_ADS_PER_PLACEMENT} />
        ))}
        <BannerSandbox />
      </main>
    </div>
  );
}
