import type { Instance } from "./instance";
import type { OptimiserResult, OptimiserStats, PlanStore } from "./types";

/** A concrete plan over instance indices: assign[i] is the store buying item i, or -1. */
export interface Plan {
  assign: Int32Array;
  stores: number[];
  covered: number;
  itemsCost: number;
  visitCost: number;
  distance: number;
}

export function planFromAssignment(inst: Instance, assign: Int32Array): Plan {
  const used = new Uint8Array(inst.m);
  let covered = 0;
  let itemsCost = 0;
  for (let i = 0; i < inst.n; i++) {
    const s = assign[i];
    if (s < 0) continue;
    used[s] = 1;
    covered++;
    itemsCost += inst.cost[i * inst.m + s];
  }
  const stores: number[] = [];
  let visitCost = 0;
  let distance = 0;
  for (let s = 0; s < inst.m; s++) {
    if (!used[s]) continue;
    stores.push(s);
    visitCost += inst.visit[s];
    distance += inst.distance[s];
  }
  return { assign, stores, covered, itemsCost, visitCost, distance };
}

export const planTotal = (p: Plan): number => p.itemsCost + p.visitCost;

/** The objective order: more items covered, then lower total, fewer stores, nearer, then store ids. */
export function comparePlans(inst: Instance, a: Plan, b: Plan): number {
  if (a.covered !== b.covered) return b.covered - a.covered;
  const ta = planTotal(a);
  const tb = planTotal(b);
  if (ta !== tb) return ta - tb;
  if (a.stores.length !== b.stores.length) return a.stores.length - b.stores.length;
  if (a.distance !== b.distance) return a.distance - b.distance;
  const ia = a.stores.map((s) => inst.storeIds[s]).sort();
  const ib = b.stores.map((s) => inst.storeIds[s]).sort();
  for (let k = 0; k < ia.length; k++) if (ia[k] !== ib[k]) return ia[k] < ib[k] ? -1 : 1;
  return 0;
}

export function betterPlan(inst: Instance, a: Plan | null, b: Plan | null): Plan | null {
  if (!a) return b;
  if (!b) return a;
  return comparePlans(inst, b, a) < 0 ? b : a;
}

/** Valid means: one store with anything, or every store of a multi-store plan holds ≥ minItems items. */
export function isValidPlan(inst: Instance, p: Plan): boolean {
  if (p.stores.length <= 1) return true;
  const counts = new Map<number, number>();
  for (let i = 0; i < inst.n; i++) {
    const s = p.assign[i];
    if (s >= 0) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  return [...counts.values()].every((c) => c >= inst.minItems);
}

export function emptyPlan(inst: Instance): Plan {
  return planFromAssignment(inst, new Int32Array(inst.n).fill(-1));
}

export function toResult(
  inst: Instance, plan: Plan, optimal: boolean, lowerBound: number, stats: OptimiserStats,
): OptimiserResult {
  const covered: string[] = [];
  const uncovered: string[] = [];
  const byStore = new Map<number, { items: string[]; subtotal: number }>();
  for (let i = 0; i < inst.n; i++) {
    const s = plan.assign[i];
    if (s < 0) { uncovered.push(inst.itemIds[i]); continue; }
    covered.push(inst.itemIds[i]);
    const line = byStore.get(s) ?? { items: [], subtotal: 0 };
    line.items.push(inst.itemIds[i]);
    line.subtotal += inst.cost[i * inst.m + s];
    byStore.set(s, line);
  }
  const order = [...byStore.keys()].sort(
    (a, b) => inst.distance[a] - inst.distance[b] || (inst.storeIds[a] < inst.storeIds[b] ? -1 : 1),
  );
  const stores: PlanStore[] = order.map((s) => ({
    id: inst.storeIds[s],
    items: byStore.get(s)!.items,
    subtotalCents: byStore.get(s)!.subtotal,
    visitCostCents: inst.visit[s],
  }));
  const totalCents = planTotal(plan);
  return {
    covered,
    uncovered,
    stores,
    itemsCostCents: plan.itemsCost,
    visitCostTotalCents: plan.visitCost,
    totalCents,
    optimal,
    lowerBoundCents: optimal ? totalCents : Math.min(totalCents, Math.max(0, Math.ceil(lowerBound - 1e-6))),
    stats,
    ignoredLocks: inst.ignoredLocks,
    warnings: inst.warnings,
  };
}
