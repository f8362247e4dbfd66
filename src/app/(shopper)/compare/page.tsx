import { Suspense } from "react";
import { PageHeader } from "@/components/shell/page-header";
import { requireUser, type Actor } from "@/server/auth/session";
import { getPriceComparison } from "@/modules/pricing/queries";
import { PriceComparisonView } from "@/modules/pricing/components/price-comparison-view";
import { RefreshButton } from "@/modules/pricing/components/refresh-button";
import { ComparisonLoading } from "@/modules/pricing/components/comparison-loading";

export const metadata = { title: "Price Comparison" };

export default async function Page() {
  const actor = await requireUser("/compare");
  return (
    <>
      <PageHeader title="Price Comparison" actions={<RefreshButton />} />
      <Suspense fallback={<ComparisonLoading label="Comparing store prices…" />}>
        <Comparison actor={actor} />
      </Suspense>
    </>
  );
}

async function Comparison({ actor }: { actor: Actor }) {
  return <PriceComparisonView data={await getPriceComparison(actor)} />;
}
