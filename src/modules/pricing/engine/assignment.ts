import type { Core } from "./core";

export interface SetAssignment {
  feasible: boolean;
  /** Core store per core item, -1 when no store of the set stocks it. */
  assign: Int32Array;
  itemsCost: number;
  drops: number;
}

/**
 * Optimal assignment of items to a fixed store set in which every store takes at least
 * minItems items (no lower bound for a one-store set).
 *
 * This is a min-cost flow with lower bounds, solved by successive shortest paths. Start with
 * every item at its cheapest store of the set (optimal when the bounds are ignored). Then, for
 * each unit a store lacks, move items along the cheapest chain of moves that starts at a store
 * holding more than minItems. Items are collapsed away: an arc a→b costs the cheapest
 * c[i,b] − c[i,a] over items i now at a, and at most one item per store moves in a chain.
 * Dijkstra runs on reduced costs with node potentials, which stay valid because each chain is a
 * shortest path (standard SSP argument). Items that no store of the set stocks are dropped.
 */
export function assignForSet(core: Core, set: readonly number[]): SetAssignment {
  const { n, m, cost, minItems: L } = core;
  const k = set.length;
  const at = new Int32Array(n).fill(-1);
  const count = new Int32Array(k);
  let coverable = 0;
  for (let i = 0; i < n; i++) {
    let best = -1;
    let bestCost = Infinity;
    for (let p = 0; p < k; p++) {
      const c = cost[i * m + set[p]];
      if (c < bestCost) { bestCost = c; best = p; }
    }
    if (best >= 0) { at[i] = best; count[best]++; coverable++; }
  }
  let feasible = k < 2 || k * L <= coverable;
  if (feasible && k >= 2 && hasDeficit(count, L)) feasible = fillDeficits(core, set, at, count);

  const assign = new Int32Array(n).fill(-1);
  let itemsCost = 0;
  let drops = 0;
  for (let i = 0; i < n; i++) {
    const p = at[i];
    if (p < 0) { drops++; continue; }
    assign[i] = set[p];
    itemsCost += cost[i * m + set[p]];
  }
  return { feasible, assign, itemsCost, drops };
}

function hasDeficit(count: Int32Array, L: number): boolean {
  for (let p = 0; p < count.length; p++) if (count[p] < L) return true;
  return false;
}

function fillDeficits(core: Core, set: readonly number[], at: Int32Array, count: Int32Array): boolean {
  const { n, m, cost, minItems: L } = core;
  const k = set.length;
  const arcCost = new Float64Array(k * k);
  const arcItem = new Int32Array(k * k);
  const potential = new Float64Array(k);
  const dist = new Float64Array(k);
  const prev = new Int32Array(k);
  const done = new Uint8Array(k);
  const dirty = new Uint8Array(k).fill(1);

  const rebuildRows = () => {
    for (let a = 0; a < k; a++) {
      if (!dirty[a]) continue;
      arcCost.fill(Infinity, a * k, a * k + k);
    }
    for (let i = 0; i < n; i++) {
      const a = at[i];
      if (a < 0 || !dirty[a]) continue;
      const ca = cost[i * m + set[a]];
      for (let b = 0; b < k; b++) {
        if (b === a) continue;
        const d = cost[i * m + set[b]] - ca;
        if (d < arcCost[a * k + b]) { arcCost[a * k + b] = d; arcItem[a * k + b] = i; }
      }
    }
    dirty.fill(0);
  };

  for (;;) {
    let target = -1;
    for (let p = 0; p < k; p++) if (count[p] < L) { target = p; break; }
    if (target < 0) return true;
    rebuildRows();
    // Dijkstra from every surplus store (potential 0) on reduced arc costs.
    for (let p = 0; p < k; p++) { dist[p] = count[p] > L ? 0 : Infinity; prev[p] = -1; done[p] = 0; }
    for (let iter = 0; iter < k; iter++) {
      let u = -1;
      for (let p = 0; p < k; p++) if (!done[p] && dist[p] < Infinity && (u < 0 || dist[p] < dist[u])) u = p;
      if (u < 0) break;
      done[u] = 1;
      const du = dist[u] + potential[u];
      for (let b = 0; b < k; b++) {
        const c = arcCost[u * k + b];
        if (done[b] || c === Infinity) continue;
        const nd = du + c - potential[b];
        if (nd < dist[b]) { dist[b] = nd; prev[b] = u; }
      }
    }
    if (dist[target] === Infinity) return false;
    let maxDist = 0;
    for (let p = 0; p < k; p++) if (dist[p] < Infinity && dist[p] > maxDist) maxDist = dist[p];
    for (let p = 0; p < k; p++) potential[p] += dist[p] < Infinity ? dist[p] : maxDist;
    for (let b = target; prev[b] >= 0; ) {
      const a = prev[b];
      const i = arcItem[a * k + b];
      at[i] = b;
      count[b]++;
      count[a]--;
      dirty[a] = 1;
      dirty[b] = 1;
      b = a;
    }
  }
}
