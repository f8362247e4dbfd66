/**
 * A list's estimated total at one store (issue 27, decision 053), from the comparison's own
 * same-basket prices (decision 036): each line's amount priced at that store, or nothing. Pure.
 *
 * - **priced**: the store sells the line's amount (whole packs of exactly that quantity, or loose
 *   produce weighed out to it);
 * - **estimated**: priced from a different pack size within the comparison's tolerance (e.g. two
 *   64 fl oz jugs for a gallon), or the line names no amount the store's price can be checked against;
 * - **unpriced**: the store has no current usable price for the line's amount.
 */
import type { AmountDto, ComparisonItemDto, ItemPriceCell, ItemPricesDto, PriceSource } from "../dto";

export type LineStatus = "priced" | "estimated" | "unpriced";

export interface TotalsLineDto {
  listItemId: string;
  itemName: string;
  status: LineStatus;
  /** What the line is priced for ("2 × 2 L"); null when nothing names an amount. */
  amountLabel: string | null;
  priceCents: number | null;
  productName: string | null;
  packs: number | null;
  packSize: string | null;
  source: PriceSource | null;
  observedAt: string | null;
  /** Why a line is an estimate, in the shopper's words. */
  note: string | null;
}

export interface StoreTotalsDto {
  lines: TotalsLineDto[];
  pricedCents: number;
  estimatedCents: number;
  /** Priced plus estimated: what the lines with a price cost here. */
  totalCents: number;
  counts: Record<LineStatus, number>;
}

const sameAmount = (a: AmountDto, b: AmountDto) => a.unit === b.unit && Math.abs(a.value - b.value) <= Math.max(0.5, b.value * 0.001);

function lineAt(item: ComparisonItemDto, cell: ItemPriceCell | undefined): TotalsLineDto {
  const base = { listItemId: item.listItemId, itemName: item.itemName, amountLabel: item.amount?.label ?? null };
  if (!cell) return { ...base, status: "unpriced", priceCents: null, productName: null, packs: null, packSize: null, source: null, observedAt: null, note: null };
  const exact = item.amount !== null && sameAmount(cell.amount, item.amount);
  const note = exact ? null : item.amount ? `Priced from ${cell.packs} × ${cell.packSize ?? "pack"} for ${item.amount.label}` : "No size named: priced from the usual pack";
  return {
    ...base,
    status: exact ? "priced" : "estimated",
    priceCents: cell.priceCents,
    productName: cell.productName,
    packs: cell.packs,
    packSize: cell.packSize,
    source: cell.source,
    observedAt: cell.observedAt,
    note,
  };
}

/** Every line of the list at `storeId`, in the list's order, and the totals split by status. */
export function totalsAtStore(items: readonly ComparisonItemDto[], itemPrices: readonly ItemPricesDto[], storeId: string): StoreTotalsDto {
  const cells = new Map(itemPrices.map((p) => [p.listItemId, p.prices.find((c) => c.storeId === storeId)]));
  const lines = items.map((item) => lineAt(item, cells.get(item.listItemId)));
  const sum = (status: LineStatus) => lines.reduce((n, l) => n + (l.status === status ? (l.priceCents ?? 0) : 0), 0);
  const counts = { priced: 0, estimated: 0, unpriced: 0 };
  for (const l of lines) counts[l.status]++;
  const pricedCents = sum("priced");
  const estimatedCents = sum("estimated");
  return { lines, pricedCents, estimatedCents, totalCents: pricedCents + estimatedCents, counts };
}

export interface StoreChoiceFacts {
  /** Store ids the comparison can price (in reach), best first as candidates. */
  inReach: readonly string[];
  /** The stores of the shopper's last recorded plan for this list, then of any list (most items first). */
  lastPlanStores: readonly string[];
  /** The cheapest single store for the whole list, when one stocks everything. */
  cheapestSingle: string | null;
  /** Stores the comparison's plan uses now. */
  planStores: readonly string[];
}

export type UsualStoreReason = "last-plan" | "cheapest" | "plan" | "nearest";

/**
 * The shopper's usual store: the profile has no preferred store, so the store of their last
 * recorded plan (for this list, else any) that is still in reach; else the cheapest single store;
 * else the plan's first store; else the first in reach.
 */
export function usualStore(f: StoreChoiceFacts): { storeId: string; reason: UsualStoreReason } | null {
  const reach = new Set(f.inReach);
  const last = f.lastPlanStores.find((id) => reach.has(id));
  if (last) return { storeId: last, reason: "last-plan" };
  if (f.cheapestSingle && reach.has(f.cheapestSingle)) return { storeId: f.cheapestSingle, reason: "cheapest" };
  const plan = f.planStores.find((id) => reach.has(id));
  if (plan) return { storeId: plan, reason: "plan" };
  return f.inReach[0] ? { storeId: f.inReach[0], reason: "nearest" } : null;
}
