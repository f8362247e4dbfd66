import type { OptimiserInput, OptimiserResult } from "./types";

export interface ExplainOptions {
  formatMoney?: (cents: number) => string;
  storeName?: (id: string) => string;
  itemName?: (id: string) => string;
}

export const defaultMoney = (cents: number): string => `${cents < 0 ? "-" : ""}$${(Math.abs(cents) / 100).toFixed(2)}`;

export function namesOf(ids: string[], name: (id: string) => string, limit = 3): string {
  const shown = ids.slice(0, limit).map(name).join(", ");
  return ids.length > limit ? `${shown}, …` : shown;
}

const plural = (k: number, word: string) => `${k} ${word}${k === 1 ? "" : "s"}`;

/**
 * "Why these stores" sentences built only from the numbers in the result: what each store
 * contributes, how the plan compares with the best single store, and what could not be bought.
 */
export function explainPlan(
  result: OptimiserResult, single: OptimiserResult | null, input: OptimiserInput, options: ExplainOptions = {},
): string[] {
  const money = options.formatMoney ?? defaultMoney;
  const store = options.storeName ?? ((id: string) => id);
  const item = options.itemName ?? ((id: string) => id);
  const lowest = lowestPrices(input);
  const lines: string[] = [];
  if (result.stores.length === 0) {
    lines.push("No candidate store sells any item on this list.");
    return lines;
  }
  for (const s of result.stores) {
    const cheapest = s.items.filter((it) => lowest.get(it)?.has(s.id)).length;
    const visit = s.visitCostCents > 0 ? ` plus a ${money(s.visitCostCents)} visit` : "";
    const share = result.stores.length > 1
      ? `; ${cheapest} of them at the lowest price of any candidate store`
      : cheapest > 0 ? `; ${cheapest} of them at the lowest price anywhere` : "";
    lines.push(`${store(s.id)}: ${plural(s.items.length, "item")} for ${money(s.subtotalCents)}${visit}${share}.`);
  }
  if (single && result.stores.length > 1) {
    if (single.covered.length < result.covered.length) {
      lines.push(`No single store stocks all ${result.covered.length} items; the best one, ${store(single.stores[0].id)}, has ${single.covered.length}.`);
    } else {
      const saving = single.totalCents - result.totalCents;
      const rate = single.totalCents > 0 ? ` (${((100 * saving) / single.totalCents).toFixed(1)}%)` : "";
      lines.push(`Buying everything at ${store(single.stores[0].id)} would cost ${money(single.totalCents)}; splitting saves ${money(saving)}${rate}.`);
    }
  } else if (result.stores.length === 1) {
    lines.push(`${store(result.stores[0].id)} alone is the cheapest way to buy these ${plural(result.covered.length, "item")}.`);
  }
  if (result.uncovered.length > 0) {
    lines.push(`Not available from the chosen stores: ${namesOf(result.uncovered, item, 5)}.`);
  }
  for (const lock of result.ignoredLocks) {
    lines.push(`Your choice of ${store(lock.store)} for ${item(lock.item)} was ignored: ${lock.reason}.`);
  }
  if (result.optimal) lines.push(`This is the proven cheapest plan (total ${money(result.totalCents)}).`);
  else lines.push(`Search stopped early: this plan costs ${money(result.totalCents)}; no plan can cost less than ${money(result.lowerBoundCents)}.`);
  return lines;
}

/** For each item, the stores that offer its lowest unit price. */
function lowestPrices(input: OptimiserInput): Map<string, Set<string>> {
  const best = new Map<string, { price: number; stores: Set<string> }>();
  for (const p of input.prices) {
    const cur = best.get(p.item);
    if (!cur || p.unitPriceCents < cur.price) best.set(p.item, { price: p.unitPriceCents, stores: new Set([p.store]) });
    else if (p.unitPriceCents === cur.price) cur.stores.add(p.store);
  }
  return new Map([...best].map(([k, v]) => [k, v.stores]));
}
