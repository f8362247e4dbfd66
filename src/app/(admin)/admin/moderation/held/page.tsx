import { PageHeader } from "@/components/shell/page-header";
import { pageContext } from "@/server/page";
import { listHeldObservations } from "@/modules/contributions";
import { HeldObservationsList } from "@/modules/contributions/client";

export const metadata = { title: "Held receipt prices" };

const money = (cents: number, currency: string) => new Intl.NumberFormat("en", { style: "currency", currency }).format(cents / 100);

export default async function Page() {
  const { db, actor } = await pageContext({ access: "admin", from: "/admin/moderation/held" });
  const held = await listHeldObservations(db, actor);
  const rows = held.map((h) => ({
    id: h.id,
    productName: h.productName,
    storeName: h.storeName,
    amount: money(h.amountCents, h.currency),
    median: h.medianCents === null ? null : money(h.medianCents, h.currency),
    windowCount: h.windowCount,
    reason: h.reason,
    receiptDate: h.receiptDate,
    heldAt: h.heldAt.toISOString().slice(0, 16).replace("T", " ") + " UTC",
    sourceText: h.sourceText,
  }));
  return (
    <>
      <PageHeader title="Held receipt prices" subtitle={`${rows.length} waiting for review`} />
      <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-4">
        <p className="text-sm text-slate-600">
          A receipt price is held when it is more than 3× or less than a third of the median price of the same product in the region over the last 180 days. Approve to publish it with its receipt&apos;s date, or reject it.
        </p>
        <HeldObservationsList rows={rows} />
      </main>
    </>
  );
}
