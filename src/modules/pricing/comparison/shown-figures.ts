import type { PlanDto } from "../dto";

/**
 * The figures a plan screen shows, in the display currency: every line converted and rounded on
 * its own, and every subtotal and total the sum of the rounded amounts shown — so what the shopper
 * adds up on screen is what the screen says (issue 22). `convert` turns comparison-currency cents
 * into whole display-currency cents.
 */
export interface ShownFigures {
  line(storeId: string, listItemId: string): number;
  subtotal(storeId: string): number;
  visit(storeId: string): number;
  itemsCost: number;
  visitCost: number;
  total: number;
  /** Savings against the best single store (its converted total less the shown items cost), or null. */
  savings: number | null;
  comparedWithTotal: number | null;
}

export function shownFigures(c: Pick<PlanDto, "stores" | "savings">, convert: (cents: number) => number): ShownFigures {
  const lines = new Map<string, number>();
  const subtotals = new Map<string, number>();
  const visits = new Map<string, number>();
  let itemsCost = 0;
  let visitCost = 0;
  for (const s of c.stores) {
    let sub = 0;
    for (const l of s.items) {
      const shown = convert(l.priceCents);
      lines.set(`${s.storeId}|${l.listItemId}`, shown);
      sub += shown;
    }
    const visit = convert(s.visitCostCents);
    subtotals.set(s.storeId, sub);
    visits.set(s.storeId, visit);
    itemsCost += sub;
    visitCost += visit;
  }
  // The plan's only store is the single-store alternative: the same rounded lines, the same total.
  const sameStore = c.stores.length === 1 && c.savings.comparedWith?.storeId === c.stores[0].storeId;
  const comparedWithTotal = c.savings.comparedWith ? (sameStore ? itemsCost : convert(c.savings.comparedWith.totalCents)) : null;
  return {
    line: (storeId, id) => lines.get(`${storeId}|${id}`) ?? 0,
    subtotal: (storeId) => subtotals.get(storeId) ?? 0,
    visit: (storeId) => visits.get(storeId) ?? 0,
    itemsCost,
    visitCost,
    total: itemsCost + visitCost,
    savings: comparedWithTotal === null || c.savings.savingsCents === null ? null : comparedWithTotal - itemsCost,
    comparedWithTotal,
  };
}

/** Best Savings' sentence about the single-store alternative, with money in the display currency. */
export function savingsSentence(c: Pick<PlanDto, "stores" | "savings" | "distanceFiltering" | "uncovered" | "items">, shown: ShownFigures, money: (displayCents: number) => string): string {
  const km = c.distanceFiltering.finalDistanceKm;
  const kmText = `${Number.isInteger(km) ? km : km.toFixed(1)} km`;
  const single = c.savings.comparedWith;
  const covered = c.items.length - c.uncovered.length;
  if (!covered) return "No prices were found for your items nearby.";
  if (!single || shown.comparedWithTotal === null) {
    return `No single store within ${kmText} stocks all ${covered} items, so splitting your list is the only way to get them all.`;
  }
  const saving = shown.savings ?? 0;
  if (c.stores.length === 1 && c.stores[0].storeId === single.storeId) return `${single.name} is the cheapest single store within ${kmText} for your list (${money(shown.comparedWithTotal)}).`;
  if (saving > 0) return `You save ${money(saving)} vs shopping everything at ${single.name} (${money(shown.comparedWithTotal)}), the cheapest single store within ${kmText}.`;
  if (saving === 0) return `Same price as shopping everything at ${single.name} (${money(shown.comparedWithTotal)}).`;
  return `Your locks cost ${money(-saving)} more than shopping everything at ${single.name} (${money(shown.comparedWithTotal)}).`;
}
