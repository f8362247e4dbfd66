import { notFound } from "next/navigation";
import { PageHeader } from "@/components/shell/page-header";
import { LocationButton } from "@/modules/stores/components/location-button";
import { requireUser } from "@/server/auth/session";
import { getStorePage } from "@/modules/stores/queries";
import { StorePageView } from "@/modules/stores/components/store-page/store-page-view";
import { CurrencyRoot } from "@/modules/currency/components/currency-root";
import { CurrencyBadge } from "@/modules/currency/components/currency-badge";

export const metadata = { title: "Store" };

/** /store/{id}: a store id, or a retailer id from a sponsored banner (its first store is shown). */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const actor = await requireUser(`/store/${encodeURIComponent(id)}`);
  const data = await getStorePage(actor, id);
  if (!data) notFound();
  const title = data.store?.name ?? data.retailer?.name ?? "Store";
  const subtitle = data.store ? [data.store.suburb, data.store.city].filter(Boolean).join(", ") || undefined : data.retailer?.name;
  return (
    <CurrencyRoot>
      <PageHeader title={title} subtitle={subtitle} location={<LocationButton />} actions={<CurrencyBadge />} />
      <StorePageView data={data} />
    </CurrencyRoot>
  );
}
