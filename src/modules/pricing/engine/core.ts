import type { Instance } from "./instance";

/**
 * The part of an instance that multi-store plans can use: stores that stock at least
 * minItems list items (others can only ever be a one-store plan) minus dominated stores,
 * and the items those stores stock. Dense and CSR copies keep the hot loops allocation-free.
 */
export interface Core {
  inst: Instance;
  n: number;
  m: number;
  minItems: number;
  maxStores: number;
  items: number[];
  stores: number[];
  cost: Float64Array;
  visit: Float64Array;
  /**
   * Tiny per-store surcharge that makes the search prefer fewer stores, then nearer ones,
   * when totals tie. Summed over any plan it stays below 0.01 cents, so it never outweighs a real cent.
   */
  tie: Float64Array;
  sStart: Int32Array;
  sItem: Int32Array;
  sCost: Float64Array;
  iStart: Int32Array;
  iStore: Int32Array;
  /** Cost of leaving a coverable item out; larger than any plan's total so coverage always comes first. */
  penalty: number;
  /** Instance items no core store stocks: uncovered in every multi-store plan. */
  outside: number;
}

export function buildCore(inst: Instance): Core {
  const L = inst.minItems;
  const eligible: number[] = [];
  for (let s = 0; s < inst.m; s++) if (inst.storeItems[s].length >= L) eligible.push(s);
  const stores = eligible.filter((s) => !eligible.some((t) => t !== s && dominates(inst, t, s)));

  const inCore = new Uint8Array(inst.n);
  for (const s of stores) for (const i of inst.storeItems[s]) inCore[i] = 1;
  const items: number[] = [];
  for (let i = 0; i < inst.n; i++) if (inCore[i]) items.push(i);

  const n = items.length;
  const m = stores.length;
  const cost = new Float64Array(n * m);
  let maxTotal = 0;
  for (let a = 0; a < n; a++) {
    let worst = 0;
    for (let b = 0; b < m; b++) {
      const c = inst.cost[items[a] * inst.m + stores[b]];
      cost[a * m + b] = c;
      if (c !== Infinity && c > worst) worst = c;
    }
    maxTotal += worst;
  }
  const visit = Float64Array.from(stores, (s) => inst.visit[s]);
  for (const f of visit) maxTotal += f;
  let distSum = 0;
  for (const s of stores) distSum += inst.distance[s];
  const delta = 0.01 / (m + 1);
  const tie = Float64Array.from(stores, (s) => delta * (1 + inst.distance[s] / (distSum + 1)));

  const sStart = new Int32Array(m + 1);
  const iStart = new Int32Array(n + 1);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < m; b++) {
      if (cost[a * m + b] !== Infinity) { sStart[b + 1]++; iStart[a + 1]++; }
    }
  }
  for (let b = 0; b < m; b++) sStart[b + 1] += sStart[b];
  for (let a = 0; a < n; a++) iStart[a + 1] += iStart[a];
  const nnz = sStart[m];
  const sItem = new Int32Array(nnz);
  const sCost = new Float64Array(nnz);
  const iStore = new Int32Array(nnz);
  const sFill = sStart.slice(0, m);
  const iFill = iStart.slice(0, n);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < m; b++) {
      const c = cost[a * m + b];
      if (c === Infinity) continue;
      sItem[sFill[b]] = a;
      sCost[sFill[b]++] = c;
      iStore[iFill[a]++] = b;
    }
  }
  // Each open store needs minItems distinct items, which caps the store count even without maxStores.
  const maxStores = Math.min(inst.maxStores, Math.floor(n / L));
  return {
    inst, n, m, minItems: L, maxStores, items, stores, cost, visit, tie,
    sStart, sItem, sCost, iStart, iStore, penalty: maxTotal + 1, outside: inst.n - n,
  };
}

/**
 * t dominates s when t stocks everything s does at no higher cost, visiting t costs no more,
 * and t wins the distance/id tie-break: swapping s for t (or merging s into t) never makes a plan worse.
 */
function dominates(inst: Instance, t: number, s: number): boolean {
  if (inst.visit[t] > inst.visit[s]) return false;
  if (inst.distance[t] > inst.distance[s]) return false;
  if (inst.distance[t] === inst.distance[s] && inst.storeIds[t] > inst.storeIds[s]) return false;
  if (inst.storeItems[t].length < inst.storeItems[s].length) return false;
  const m = inst.m;
  for (const i of inst.storeItems[s]) {
    if (!(inst.cost[i * m + t] <= inst.cost[i * m + s])) return false;
  }
  return true;
}
