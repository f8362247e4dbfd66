import type { Core } from "./core";
import { now, type Incumbent } from "./incumbent";

/** Store caps up to this size are solved by enumerating store sets instead of branch-and-bound. */
export const ENUMERATION_MAX_STORES = 4;

/**
 * Exact search for small store caps: depth-first enumeration of store sets of size ≤ K, in
 * order of single-store cost so good plans come early.
 *
 * U(S) = Σ_i min_{s∈S} c[i,s] + Σ_{s∈S} visit[s], with the penalty for items S does not stock,
 * ignores the per-store minimum, so it bounds the real cost of S from below; only sets with
 * U(S) ≤ best are assigned exactly (ties included, so tie-breaks are exact too). A subtree that
 * may still add stores from position j on is bounded by Σ_i min(m_S(i), cheapest later c[i,·]).
 * When the incumbent covers every item, a set that must be complete after one more store
 * needs that store to stock all its missing items (a bitset test).
 * Returns false when the deadline stopped it.
 */
export function enumerateStoreSets(core: Core, inc: Incumbent, deadline: number): boolean {
  const { n, m, penalty, visit } = core;
  const K = Math.min(core.maxStores, m);
  const words = (n + 31) >>> 5;
  const c = new Float64Array(n * m);
  const stock = new Uint32Array(m * words);
  for (let i = 0; i < n; i++) {
    for (let s = 0; s < m; s++) {
      const v = core.cost[i * m + s];
      c[i * m + s] = v === Infinity ? penalty : v;
      if (v !== Infinity) stock[s * words + (i >>> 5)] |= 1 << (i & 31);
    }
  }
  const single = new Float64Array(m);
  for (let s = 0; s < m; s++) {
    let u = visit[s];
    for (let i = 0; i < n; i++) u += c[i * m + s];
    single[s] = u;
  }
  const order = Array.from({ length: m }, (_, s) => s).sort((a, b) => single[a] - single[b] || a - b);
  // laterMin[j * n + i]: cheapest price of item i among stores at order positions ≥ j.
  const laterMin = new Float64Array((m + 1) * n).fill(Infinity);
  for (let j = m - 1; j >= 0; j--) {
    for (let i = 0; i < n; i++) laterMin[j * n + i] = Math.min(laterMin[(j + 1) * n + i], c[i * m + order[j]]);
  }

  const forced = inc.best !== null && inc.best.drops === 0;
  const best = () => (inc.best ? inc.best.drops * penalty + inc.best.itemsCost + inc.best.visitCost : Infinity);
  const minima = Array.from({ length: K + 1 }, () => new Float64Array(n).fill(penalty));
  const missing = Array.from({ length: K + 1 }, () => new Uint32Array(words));
  missing[0].fill(0xffffffff);
  if (n & 31) missing[0][words - 1] = (1 << (n & 31)) - 1;
  const chosen: number[] = [];
  let stopped = false;
  let ticks = 0;

  const covers = (t: number, miss: Uint32Array): boolean => {
    for (let w = 0; w < words; w++) if ((miss[w] & ~stock[t * words + w]) !== 0) return false;
    return true;
  };
  const someLaterCovers = (from: number, miss: Uint32Array): boolean => {
    for (let j = from; j < m; j++) if (covers(order[j], miss)) return true;
    return false;
  };

  /** Exact U of chosen + t, abandoned as soon as the running sum passes the best total. */
  const evaluateLeaf = (t: number, cur: Float64Array, f: number): void => {
    const limit = best();
    let u = f;
    for (let i = 0; i < n && u <= limit; i++) u += Math.min(cur[i], c[i * m + t]);
    if (u > limit) return;
    chosen.push(t);
    inc.evaluate(chosen);
    chosen.pop();
  };

  const explore = (depth: number, fixedVisit: number, from: number): void => {
    const cur = minima[depth];
    const next = minima[depth + 1];
    const miss = missing[depth];
    const nextMiss = missing[depth + 1];
    const leaf = depth + 1 === K;
    for (let j = from; j < m && !stopped; j++) {
      if ((++ticks & 255) === 0 && now() > deadline) { stopped = true; return; }
      const t = order[j];
      if (leaf) {
        if (!forced || covers(t, miss)) evaluateLeaf(t, cur, fixedVisit + visit[t]);
        continue;
      }
      const f = fixedVisit + visit[t];
      let u = f;
      let bound = f;
      const later = (j + 1) * n;
      for (let i = 0; i < n; i++) {
        const v = Math.min(cur[i], c[i * m + t]);
        next[i] = v;
        u += v;
        bound += Math.min(v, laterMin[later + i]);
      }
      if (bound > best()) continue;
      for (let w = 0; w < words; w++) nextMiss[w] = miss[w] & ~stock[t * words + w];
      chosen.push(t);
      if (u <= best()) inc.evaluate(chosen);
      if (!forced || depth + 2 < K || someLaterCovers(j + 1, nextMiss)) explore(depth + 1, f, j + 1);
      chosen.pop();
    }
  };
  explore(0, 0, 0);
  return !stopped;
}
