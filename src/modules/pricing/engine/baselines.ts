import type { Instance } from "./instance";
import { betterPlan, planFromAssignment, type Plan } from "./plan";

/** Best one-store plan: the store covering most items, then the cheapest (visit cost included). */
export function singleStorePlan(inst: Instance): Plan | null {
  let best: Plan | null = null;
  for (let s = 0; s < inst.m; s++) {
    if (inst.storeItems[s].length === 0) continue;
    const assign = new Int32Array(inst.n).fill(-1);
    for (const i of inst.storeItems[s]) assign[i] = s;
    best = betterPlan(inst, best, planFromAssignment(inst, assign));
  }
  return best;
}

/**
 * The naive baseline: every item at its cheapest store, then repair stores holding fewer
 * than minItems (close the store or pull items in, whichever is cheaper) and close stores
 * beyond the cap. Visit costs are ignored while choosing. Returns null when repair gets stuck.
 */
export function greedyPlan(inst: Instance): Plan | null {
  const { n, m, cost, minItems: L } = inst;
  const assign = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    for (const s of inst.itemStores[i]) if (assign[i] < 0 || cost[i * m + s] < cost[i * m + assign[i]]) assign[i] = s;
  }
  for (let guard = 0; guard < 4 * m + 4; guard++) {
    const counts = new Int32Array(m);
    for (let i = 0; i < n; i++) if (assign[i] >= 0) counts[assign[i]]++;
    const used: number[] = [];
    for (let s = 0; s < m; s++) if (counts[s] > 0) used.push(s);
    if (used.length <= 1) return planFromAssignment(inst, assign);
    if (used.length > inst.maxStores) {
      let bestMove: Int32Array | null = null;
      let bestDelta = Infinity;
      for (const s of used) {
        const moved = closeStore(inst, assign, s, used);
        if (moved && moved.delta < bestDelta) { bestDelta = moved.delta; bestMove = moved.assign; }
      }
      if (!bestMove) return null;
      assign.set(bestMove);
      continue;
    }
    let weakest = -1;
    for (const s of used) if (counts[s] < L && (weakest < 0 || counts[s] < counts[weakest])) weakest = s;
    if (weakest < 0) return planFromAssignment(inst, assign);
    const close = closeStore(inst, assign, weakest, used);
    const pull = pullItems(inst, assign, weakest, counts);
    const pick = close && (!pull || close.delta <= pull.delta) ? close : pull;
    if (!pick) return null;
    assign.set(pick.assign);
  }
  return null;
}

function closeStore(inst: Instance, assign: Int32Array, s: number, used: number[]) {
  const { n, m, cost } = inst;
  const next = assign.slice();
  let delta = 0;
  for (let i = 0; i < n; i++) {
    if (assign[i] !== s) continue;
    let to = -1;
    for (const u of used) if (u !== s && cost[i * m + u] < (to < 0 ? Infinity : cost[i * m + to])) to = u;
    if (to < 0) return null;
    next[i] = to;
    delta += cost[i * m + to] - cost[i * m + s];
  }
  return { assign: next, delta };
}

function pullItems(inst: Instance, assign: Int32Array, s: number, counts: Int32Array) {
  const { n, m, cost, minItems: L } = inst;
  const candidates: { i: number; delta: number }[] = [];
  for (let i = 0; i < n; i++) {
    const from = assign[i];
    if (from < 0 || from === s || counts[from] <= L || cost[i * m + s] === Infinity) continue;
    candidates.push({ i, delta: cost[i * m + s] - cost[i * m + from] });
  }
  candidates.sort((a, b) => a.delta - b.delta || a.i - b.i);
  const next = assign.slice();
  const left = Int32Array.from(counts);
  let need = L - counts[s];
  let delta = 0;
  for (const c of candidates) {
    if (need === 0) break;
    const from = assign[c.i];
    if (left[from] <= L) continue;
    left[from]--;
    next[c.i] = s;
    delta += c.delta;
    need--;
  }
  return need === 0 ? { assign: next, delta } : null;
}
