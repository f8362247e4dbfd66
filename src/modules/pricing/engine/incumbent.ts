import { assignForSet } from "./assignment";
import type { Core } from "./core";

/** A feasible multi-family plan over core indices, with its search objective. */
export interface CorePlan {
  set: number[];
  assign: Int32Array;
  itemsCost: number;
  visitCost: number;
  drops: number;
  distance: number;
  /** penalty × drops + total + tie surcharges: what the bounds are compared with. */
  obj: number;
}

/** Holds the best plan found so far and evaluates store sets exactly (memoised). */
export class Incumbent {
  best: CorePlan | null = null;
  evaluations = 0;
  private readonly cache = new Map<string, CorePlan | null>();

  constructor(public core: Core) {}

  get obj(): number {
    return this.best ? this.best.obj : Infinity;
  }

  evaluate(set: readonly number[]): CorePlan | null {
    const sorted = [...set].sort((a, b) => a - b);
    const key = sorted.join(",");
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    let plan: CorePlan | null = null;
    if (sorted.length > 0 && sorted.length <= this.core.maxStores) {
      this.evaluations++;
      const a = assignForSet(this.core, sorted);
      if (a.feasible) plan = this.makePlan(sorted, a.assign, a.itemsCost, a.drops);
    }
    this.cache.set(key, plan);
    if (plan && this.isBetter(plan, this.best)) this.best = plan;
    return plan;
  }

  private makePlan(set: number[], assign: Int32Array, itemsCost: number, drops: number): CorePlan {
    const { core } = this;
    let visitCost = 0;
    let tie = 0;
    let distance = 0;
    for (const s of set) {
      visitCost += core.visit[s];
      tie += core.tie[s];
      distance += core.inst.distance[core.stores[s]];
    }
    const obj = drops * core.penalty + itemsCost + visitCost + tie;
    return { set, assign, itemsCost, visitCost, drops, distance, obj };
  }

  isBetter(a: CorePlan, b: CorePlan | null): boolean {
    if (!b) return true;
    if (a.drops !== b.drops) return a.drops < b.drops;
    const ta = a.itemsCost + a.visitCost;
    const tb = b.itemsCost + b.visitCost;
    if (ta !== tb) return ta < tb;
    if (a.set.length !== b.set.length) return a.set.length < b.set.length;
    if (a.distance !== b.distance) return a.distance < b.distance;
    const ids = (p: CorePlan) => p.set.map((s) => this.core.inst.storeIds[this.core.stores[s]]).sort();
    const ia = ids(a);
    const ib = ids(b);
    for (let k = 0; k < ia.length; k++) if (ia[k] !== ib[k]) return ia[k] < ib[k];
    return false;
  }

  /**
   * Cheapest store per item, then repeatedly drop the store that is cheapest for the fewest
   * items until every remaining store is cheapest for at least minItems of them (and the cap
   * holds). Only the final set gets an exact assignment, so this costs O(M²N) arithmetic.
   */
  greedyStart(): CorePlan | null {
    const { n, m, cost, minItems: L, maxStores } = this.core;
    const alive = new Uint8Array(m).fill(1);
    const counts = new Int32Array(m);
    for (;;) {
      counts.fill(0);
      for (let i = 0; i < n; i++) {
        let best = -1;
        for (let s = 0; s < m; s++) if (alive[s] && cost[i * m + s] < (best < 0 ? Infinity : cost[i * m + best])) best = s;
        if (best >= 0) counts[best]++;
      }
      let weakest = -1;
      let used = 0;
      for (let s = 0; s < m; s++) {
        if (!alive[s]) continue;
        if (counts[s] === 0) { alive[s] = 0; continue; }
        used++;
        if (weakest < 0 || counts[s] < counts[weakest]) weakest = s;
      }
      if (weakest < 0) return null;
      if (counts[weakest] >= L && used <= maxStores) break;
      alive[weakest] = 0;
    }
    const set: number[] = [];
    for (let s = 0; s < m; s++) if (alive[s]) set.push(s);
    return set.length ? this.evaluate(set) : null;
  }
}

export const now = (): number => globalThis.performance.now();
