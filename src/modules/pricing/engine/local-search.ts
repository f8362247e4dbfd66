import type { CorePlan, Incumbent } from "./incumbent";

interface Move {
  out: number;
  into: number;
  estimate: number;
}

const MOVES_PER_PASS = 16;
const MAX_PASSES = 40;

/**
 * First-improvement local search over store sets (drop, add, swap). Every move is first
 * scored with a cheap estimate that lets items move freely (ignoring the minimum per store);
 * only the most promising moves are evaluated exactly, so a pass costs a handful of set
 * assignments instead of |S|·M of them.
 */
export function localSearch(inc: Incumbent, start: CorePlan | null, deadline: number): CorePlan | null {
  let cur = start;
  for (let pass = 0; cur && pass < MAX_PASSES && globalThis.performance.now() < deadline; pass++) {
    let next: CorePlan | null = null;
    for (const move of rankMoves(inc, cur)) {
      const set = cur.set.filter((s) => s !== move.out);
      if (move.into >= 0) set.push(move.into);
      const p = inc.evaluate(set);
      if (p && inc.isBetter(p, cur)) { next = p; break; }
    }
    if (!next) break;
    cur = next;
  }
  return cur;
}

function rankMoves(inc: Incumbent, cur: CorePlan): Move[] {
  const core = inc.core;
  const { n, m, cost, sStart, sItem, sCost, visit, maxStores, penalty } = core;
  const inSet = new Uint8Array(m);
  for (const s of cur.set) inSet[s] = 1;
  const current = new Float64Array(n);
  const second = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const a = cur.assign[i];
    current[i] = a < 0 ? penalty : cost[i * m + a];
    let sec = penalty;
    for (const s of cur.set) if (s !== a && cost[i * m + s] < sec) sec = cost[i * m + s];
    second[i] = sec;
  }
  const itemsAt = new Map<number, number[]>();
  for (const s of cur.set) itemsAt.set(s, []);
  for (let i = 0; i < n; i++) if (cur.assign[i] >= 0) itemsAt.get(cur.assign[i])?.push(i);

  const moves: Move[] = [];
  const canAdd = cur.set.length < maxStores;
  for (let t = 0; t < m; t++) {
    if (inSet[t] || sStart[t + 1] === sStart[t]) continue;
    let gain = 0;
    for (let k = sStart[t]; k < sStart[t + 1]; k++) gain += Math.min(0, sCost[k] - current[sItem[k]]);
    if (canAdd) moves.push({ out: -1, into: t, estimate: visit[t] + gain });
    for (const s of cur.set) {
      let delta = visit[t] - visit[s] + gain;
      for (const i of itemsAt.get(s)!) {
        const cit = cost[i * m + t];
        delta += Math.min(cit, second[i]) - current[i] - Math.min(0, cit - current[i]);
      }
      moves.push({ out: s, into: t, estimate: delta });
    }
  }
  if (cur.set.length > 1) {
    for (const s of cur.set) {
      let delta = -visit[s];
      for (const i of itemsAt.get(s)!) delta += second[i] - current[i];
      moves.push({ out: s, into: -1, estimate: delta });
    }
  }
  moves.sort((a, b) => a.estimate - b.estimate || a.out - b.out || a.into - b.into);
  return moves.slice(0, MOVES_PER_PASS);
}
