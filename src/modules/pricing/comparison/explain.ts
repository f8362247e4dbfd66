import { formatMoney } from "@/modules/currency/engine";
import { bestSingleStore, explainPlan, type OptimiserInput } from "../engine";
import type { PlanStoreDto, SavingsDto } from "../dto";
import type { BuildArgs } from "./plan-view";

interface ExplainArgs extends BuildArgs {
  planStores: PlanStoreDto[];
  savings: SavingsDto;
  allowanceKm: number;
}

/**
 * "Why these stores?": the optimiser's own sentences about the plan (what each store contributes,
 * the comparison with the best single store, ignored locks, whether it is proven), plus what only
 * this module knows — why lines are bought above their lowest nearby price, the shopper's settings
 * and locks. Every sentence states a fact computed from this comparison.
 */
export function explainComparison(a: ExplainArgs): string[] {
  const { result } = a.radius;
  if (!a.planStores.length) return [];
  const money = (c: number) => formatMoney(c, a.currency);
  const names = new Map(a.stores.map((s) => [s.id, s.name]));
  const itemNames = new Map(a.items.map((i) => [i.id, i.name]));
  const candidates = withinAllowance(a.optimiserInput, a.allowanceKm);
  const out = explainPlan(result, bestSingleStore(candidates), candidates, {
    formatMoney: money,
    storeName: (id) => names.get(id) ?? id,
    itemName: (id) => itemNames.get(id) ?? id,
  });

  const compromises = countCompromises(a, candidates);
  if (compromises > 0) {
    const why =
      a.planStores.length > 1
        ? `so every store keeps at least ${a.options.minItemsPerStore} items${a.options.visitCostCents > 0 ? " and each extra stop pays for itself" : ""}`
        : a.options.visitCostCents > 0 || a.options.maxStores === 1
          ? "so you make a single stop"
          : `because no split with at least ${a.options.minItemsPerStore} items per store is cheaper`;
    out.push(`${compromises} item${compromises === 1 ? " is" : "s are"} bought above the lowest price within ${a.allowanceKm} km ${why}.`);
  }
  if (a.options.visitCostCents > 0) out.push(`Each stop counts as ${money(a.options.visitCostCents)} (your setting): it is in the plan total but not in the savings.`);
  if (a.options.maxStores) out.push(`At most ${a.options.maxStores} store${a.options.maxStores === 1 ? "" : "s"} (your setting).`);
  for (const item of a.items) {
    const lock = a.lockNames.get(item.id);
    if (lock?.productId) out.push(`${item.name} is locked to ${lock.productName ?? "your chosen product"}.`);
    else if (lock?.brand) out.push(`${item.name} is locked to the ${lock.brand} brand.`);
    if (lock?.storeId && !result.ignoredLocks.some((l) => l.item === item.id)) {
      out.push(`${item.name} is bought at ${lock.storeName ?? names.get(lock.storeId) ?? "the store you chose"}, as you asked.`);
    }
  }
  return out;
}

function withinAllowance(input: OptimiserInput, km: number): OptimiserInput {
  const keep = new Set(input.stores.filter((s) => s.distanceKm <= km + 1e-9).map((s) => s.id));
  return { ...input, stores: input.stores.filter((s) => keep.has(s.id)), prices: input.prices.filter((p) => keep.has(p.store)), locks: input.locks?.filter((l) => keep.has(l.store)) };
}

/** Plan lines bought above the lowest price any store in the allowance asks for them. */
function countCompromises(a: ExplainArgs, candidates: OptimiserInput): number {
  const lowest = new Map<string, number>();
  for (const p of candidates.prices) lowest.set(p.item, Math.min(lowest.get(p.item) ?? Infinity, p.unitPriceCents));
  let n = 0;
  for (const store of a.planStores) for (const line of store.items) if (line.priceCents > (lowest.get(line.listItemId) ?? Infinity)) n++;
  return n;
}
