import { defaultMoney, namesOf, type ExplainOptions } from "./explain-plan";
import { buildInstance } from "./instance";
import { bestSingleStore, optimise } from "./optimise";
import type { OptimiserInput, OptimiserResult } from "./types";

export const DEFAULT_RADIUS_STEPS_KM = [5, 10, 15, 20, 25, 30];

export interface DistanceFiltering {
  initialDistanceKm: number;
  finalDistanceKm: number;
  maxDistanceKm: number;
  /** Stores within the maximum distance. */
  storesFound: number;
  /** Stores within the final radius. */
  storesInAllowance: number;
  /** Stores within the final radius that could be part of a plan. */
  viableStores: number;
}

export interface RadiusPlan {
  result: OptimiserResult;
  distanceFiltering: DistanceFiltering;
  decisionLog: string[];
}

/**
 * The shopper's radius rule: candidate stores start within the first step (5 km) and the radius
 * widens step by step (to 30 km) until the plan covers every item that any store within the
 * maximum distance stocks. Each step is logged in plain sentences with the real numbers.
 */
export function planWithRadius(input: OptimiserInput, opts: { steps?: number[] } & ExplainOptions = {}): RadiusPlan {
  const steps = [...(opts.steps ?? DEFAULT_RADIUS_STEPS_KM)].filter((x) => x > 0).sort((a, b) => a - b);
  if (steps.length === 0) throw new TypeError("planWithRadius: steps must contain a positive distance");
  const item = opts.itemName ?? ((id: string) => id);
  const maxKm = steps[steps.length - 1];
  // A lock on a store outside the search area cannot be honoured; one inside it pulls the radius out to that store.
  const reachableStore = new Set(input.stores.filter((s) => s.distanceKm <= maxKm).map((s) => s.id));
  const farLocks = (input.locks ?? []).filter((l) => !reachableStore.has(l.store) && input.stores.some((s) => s.id === l.store));
  const scoped: OptimiserInput = { ...input, locks: input.locks?.filter((l) => !farLocks.includes(l)) };
  const inst = buildInstance(scoped);
  const within = (km: number) => inst.storeIds.map((_, s) => s).filter((s) => inst.distance[s] <= km);
  const stockedBy = (stores: number[]) => {
    const set = new Set<number>();
    for (const s of stores) for (const i of inst.storeItems[s]) set.add(i);
    return set;
  };
  const reachable = stockedBy(within(maxKm));
  const log: string[] = [];
  let result: OptimiserResult | null = null;
  let finalKm = maxKm;
  let finalStores: number[] = [];

  for (let k = 0; k < steps.length; k++) {
    const km = steps[k];
    const stores = within(km);
    const stocked = stockedBy(stores);
    const isLast = k === steps.length - 1;
    const next = isLast ? "" : ` — widening to ${steps[k + 1]} km.`;
    const head = `Within ${km} km: ${stores.length} store${stores.length === 1 ? "" : "s"}`;
    const missing = [...reachable].filter((i) => !stocked.has(i)).map((i) => inst.itemIds[i]);
    if (missing.length > 0 && !isLast) {
      log.push(`${head}; they stock ${stocked.size} of ${inst.n} items; ${missing.length} item${missing.length === 1 ? "" : "s"} missing (${namesOf(missing, item)})${next}`);
      continue;
    }
    const sub = restrictToStores(scoped, new Set(stores.map((s) => inst.storeIds[s])));
    const plan = optimise(sub);
    finalKm = km;
    finalStores = stores;
    result = plan;
    if (plan.covered.length >= reachable.size || isLast) {
      const gone = inst.itemIds.filter((_, i) => !reachable.has(i));
      const tail = gone.length ? ` ${gone.length} item${gone.length === 1 ? " is" : "s are"} not stocked by any store within ${maxKm} km (${namesOf(gone, item)}).` : "";
      const covers = plan.covered.length >= reachable.size
        ? `; the plan covers all ${plan.covered.length} items available in the area.`
        : `; the best plan covers ${plan.covered.length} of the ${reachable.size} items available in the area — ${maxKm} km is the limit.`;
      log.push(`${head}${covers}${tail}`);
      break;
    }
    log.push(`${head} stock ${stocked.size} of ${inst.n} items, but the best valid plan covers only ${plan.covered.length} (each store in a split needs at least ${inst.minItems} items)${next}`);
  }

  const inRadius = new Set(finalStores.map((s) => inst.storeIds[s]));
  const final: OptimiserResult = {
    ...result!,
    ignoredLocks: [...result!.ignoredLocks, ...farLocks.map((l) => ({ ...l, reason: `store is beyond ${maxKm} km` }))],
  };
  log.push(...explainChoice(final, restrictToStores(scoped, inRadius), opts));
  const planStoreIds = new Set(final.stores.map((s) => s.id));
  const viable = finalStores.filter((s) => inst.storeItems[s].length >= inst.minItems || planStoreIds.has(inst.storeIds[s])).length;
  return {
    result: final,
    decisionLog: log,
    distanceFiltering: {
      initialDistanceKm: steps[0],
      finalDistanceKm: finalKm,
      maxDistanceKm: maxKm,
      storesFound: within(maxKm).length,
      storesInAllowance: finalStores.length,
      viableStores: viable,
    },
  };
}

function restrictToStores(input: OptimiserInput, keep: Set<string>): OptimiserInput {
  return {
    ...input,
    stores: input.stores.filter((s) => keep.has(s.id)),
    prices: input.prices.filter((p) => keep.has(p.store)),
    locks: input.locks?.filter((l) => keep.has(l.store)),
  };
}

/** The closing sentence: why a split beats one store, or why one store wins. */
function explainChoice(result: OptimiserResult, candidates: OptimiserInput, opts: ExplainOptions): string[] {
  const money = opts.formatMoney ?? defaultMoney;
  const store = opts.storeName ?? ((id: string) => id);
  if (result.stores.length === 0) return ["No store within reach sells any item on this list."];
  const single = bestSingleStore(candidates);
  if (result.stores.length > 1) {
    const names = result.stores.map((s) => store(s.id)).join(", ");
    if (!single || single.covered.length < result.covered.length) {
      const best = single ? `; the best one, ${store(single.stores[0].id)}, has ${single.covered.length}` : "";
      return [`Chose ${result.stores.length} stores (${names}) for ${money(result.totalCents)} because no single store stocks all ${result.covered.length} items${best}.`];
    }
    const saving = single.totalCents - result.totalCents;
    return [`Chose ${result.stores.length} stores (${names}) for ${money(result.totalCents)}: ${money(saving)} less than the best single store, ${store(single.stores[0].id)}, at ${money(single.totalCents)}.`];
  }
  const only = result.stores[0];
  const noVisit: OptimiserInput = {
    ...candidates,
    visitCostCents: 0,
    stores: candidates.stores.map(({ visitCostCents: _drop, ...s }) => s),
  };
  const split = result.visitCostTotalCents > 0 || candidates.stores.some((s) => (s.visitCostCents ?? 0) > 0) ? optimise(noVisit) : null;
  if (split && split.stores.length > 1 && split.covered.length === result.covered.length && split.itemsCostCents < result.itemsCostCents) {
    const itemSaving = result.itemsCostCents - split.itemsCostCents;
    const extraVisits = visitCostOf(candidates, split.stores.map((s) => s.id)) - result.visitCostTotalCents;
    return [`Chose ${store(only.id)} alone for ${money(result.totalCents)}: splitting across ${split.stores.length} stores would save only ${money(itemSaving)} on items, less than the ${money(extraVisits)} of extra visit costs.`];
  }
  return [`Chose ${store(only.id)} alone for ${money(result.totalCents)}: no split of the list is cheaper${result.covered.length >= candidates.items.length ? "" : " for the items it covers"}.`];
}

function visitCostOf(input: OptimiserInput, ids: string[]): number {
  return ids.reduce((sum, id) => {
    const s = input.stores.find((x) => x.id === id);
    return sum + (s?.visitCostCents ?? input.visitCostCents ?? 0);
  }, 0);
}
