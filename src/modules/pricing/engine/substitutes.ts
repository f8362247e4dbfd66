/**
 * Substitutes for a line no store in range can price (decision 054). Pure: no I/O.
 *
 * Candidates are catalogue products with at least one usable price in range. They are ranked by,
 * in order:
 *  1. availability — sold at a store of the plan, before sold only elsewhere in range;
 *  2. kinship — the line's own family (a product the matcher accepts for the line, or one with the
 *     family's generic name) before a product that only shares the category;
 *  3. amount — the pack nearest the line's amount, by ratio (for 2 L: 1.5 L is 1.33× off, 3 L 1.5×;
 *     a pack in another unit is furthest);
 *  4. unit price — cheaper per kg / L / item first;
 *  then the cheaper pack, then the name (a stable order).
 * At most three are suggested.
 */
import type { Amount, AmountUnit } from "./amount";

export const MAX_SUBSTITUTES = 3;

export interface SubstituteCandidate {
  productId: string;
  name: string;
  size: string | null;
  unit: AmountUnit;
  unitQuantity: number;
  category: string;
  genericName: string | null;
  /** One of the products the matcher accepts for the line. */
  inFamily: boolean;
  /** The candidate's usable prices in range, per store (one pack, in the comparison's currency). */
  prices: { storeId: string; priceCents: number }[];
}

export interface SubstituteTarget {
  /** The line's amount per unit of quantity (its pack), when one is known. */
  pack: Amount | null;
  /** The family's generic names and categories (from the products the line could mean). */
  genericNames: ReadonlySet<string>;
  categories: ReadonlySet<string>;
  /** The stores of the current plan. */
  planStoreIds: ReadonlySet<string>;
}

export interface RankedSubstitute {
  productId: string;
  name: string;
  size: string | null;
  /** The cheapest price at a plan store when sold at one, else the cheapest in range. */
  storeId: string;
  priceCents: number;
  atPlanStore: boolean;
  kin: "family" | "category";
  /** Cents per 1 kg / 1 L / 1 item of the pack at that price. */
  unitPriceCents: number;
}

/** How far a pack is from the wanted one: |ln(a/b)| in the same unit; other units come after every same-unit pack. */
export function amountDistance(pack: Amount | null, p: { unit: AmountUnit; unitQuantity: number }): number {
  if (!pack || !(pack.value > 0) || !(p.unitQuantity > 0)) return 0;
  if (pack.unit !== p.unit) return 1_000;
  return Math.abs(Math.log(p.unitQuantity / pack.value));
}

const perUnit = (cents: number, p: { unit: AmountUnit; unitQuantity: number }) => (p.unit === "each" ? cents / p.unitQuantity : (cents * 1000) / p.unitQuantity);

export function rankSubstitutes(target: SubstituteTarget, candidates: readonly SubstituteCandidate[], excludeIds: ReadonlySet<string> = new Set()): RankedSubstitute[] {
  const seen = new Set<string>();
  const scored = [];
  for (const c of candidates) {
    if (seen.has(c.productId) || excludeIds.has(c.productId) || !(c.unitQuantity > 0)) continue;
    const family = c.inFamily || (c.genericName !== null && target.genericNames.has(c.genericName.toLowerCase()));
    if (!family && !target.categories.has(c.category)) continue;
    const atPlan = c.prices.filter((p) => target.planStoreIds.has(p.storeId));
    const pool = atPlan.length ? atPlan : c.prices;
    if (!pool.length) continue;
    seen.add(c.productId);
    const best = pool.reduce((a, b) => (b.priceCents < a.priceCents || (b.priceCents === a.priceCents && b.storeId < a.storeId) ? b : a));
    scored.push({
      c, best, atPlan: atPlan.length > 0, family,
      distance: amountDistance(target.pack, c),
      unitPrice: perUnit(best.priceCents, c),
    });
  }
  scored.sort(
    (a, b) =>
      Number(b.atPlan) - Number(a.atPlan) ||
      Number(b.family) - Number(a.family) ||
      a.distance - b.distance ||
      a.unitPrice - b.unitPrice ||
      a.best.priceCents - b.best.priceCents ||
      a.c.name.localeCompare(b.c.name),
  );
  return scored.slice(0, MAX_SUBSTITUTES).map((s) => ({
    productId: s.c.productId, name: s.c.name, size: s.c.size, storeId: s.best.storeId, priceCents: s.best.priceCents, atPlanStore: s.atPlan,
    kin: s.family ? "family" : "category", unitPriceCents: Math.round(s.unitPrice),
  }));
}
