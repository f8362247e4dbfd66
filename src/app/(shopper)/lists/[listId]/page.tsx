import { redirect } from "next/navigation";
import { pageContext } from "@/server/page";
import { logger } from "@/server/logger";
import { getListDetail, orderItemsForStore, renderClock } from "@/modules/lists";
import { LIST_NOT_FOUND_NOTICE, type ListDetailDto } from "@/modules/lists/shared";
import { ListDetailScreen, type ShoppingAt } from "@/modules/lists/client";
import { WatchPriceButton } from "@/modules/alerts/client";
import { getListTotals, type ListTotalsOutcome } from "@/modules/pricing";
import { ListTotalsCard, type LinePrices } from "@/modules/pricing/client";
import { ListFeatureSlots } from "../list-feature-slots";

export const metadata = { title: "Shopping List" };

type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;

/**
 * One list: its items, the estimated total at the usual (or `?store=`) store with the budget, and
 * with `?at=<store>` ("I'm at", `&plan=1` from a Best Savings plan) what to buy there first, in
 * the store's aisle order.
 */
export default async function Page({ params, searchParams }: { params: Promise<{ listId: string }>; searchParams: Promise<Search> }) {
  const { listId } = await params;
  const sp = await searchParams;
  const { db, actor } = await pageContext({ access: "user", from: `/lists/${encodeURIComponent(listId)}` });
  let list: ListDetailDto | null = null;
  let loadError = false;
  try {
    list = await getListDetail(db, actor, listId);
  } catch (err) {
    logger.error({ err }, "lists: could not load list");
    loadError = true;
  }
  // Missing and someone else's look the same: back to /lists with "doesn't exist".
  if (!list && !loadError) redirect(`/lists?notice=${LIST_NOT_FOUND_NOTICE}`);

  let totals: ListTotalsOutcome = { status: "failed" };
  let shoppingAt: ShoppingAt | null = null;
  if (list) {
    try {
      totals = await getListTotals(db, actor, list.id, { storeId: one(sp.store), at: one(sp.at), fromPlan: one(sp.plan) === "1" });
      const here = totals.status === "ok" ? totals.totals.here : null;
      if (here) {
        const wanted = new Set(here.itemIds);
        const ordered = await orderItemsForStore(db, actor, here.storeId, list.items.filter((i) => wanted.has(i.id)));
        shoppingAt = { storeId: here.storeId, storeName: here.storeName, fromPlan: here.fromPlan, itemIds: ordered.map((i) => i.id) };
      }
    } catch (err) {
      logger.error({ err }, "lists: could not total the list");
    }
  }
  const linePrices: LinePrices | null =
    totals.status === "ok" ? { lines: Object.fromEntries(totals.totals.lines.map((l) => [l.listItemId, l])), currency: totals.totals.currency, computedAt: totals.totals.computedAt } : null;

  // The screen renders the header: name and count change with edits made offline (decision 022).
  return (
    <ListFeatureSlots linePrices={linePrices}>
      <ListDetailScreen
        list={list}
        loadError={loadError}
        renderedAt={renderClock()}
        headerActions={list ? <WatchPriceButton listId={list.id} /> : undefined}
        shoppingAt={shoppingAt}
        totals={list ? <ListTotalsCard outcome={totals} listId={list.id} budget={list.budget ?? null} listCurrency={list.currency ?? "USD"} /> : undefined}
      />
    </ListFeatureSlots>
  );
}
