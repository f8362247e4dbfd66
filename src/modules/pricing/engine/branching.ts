import type { Core } from "./core";
import type { LagrangeWork } from "./lagrangian";

/**
 * Reduced-cost fixing: with the node's multipliers fixed, opening (or closing) a free store
 * changes the bound by a known amount. If that alone lifts the bound to the incumbent, the
 * store's state is decided for the whole subtree.
 */
export function fixByReducedCost(core: Core, status: Int8Array, bound: number, threshold: number, w: LagrangeWork): void {
  const { m, maxStores } = core;
  const value = w.storeValue;
  let forced = 0;
  for (let s = 0; s < m; s++) if (status[s] > 0) forced++;
  const slots = maxStores - forced;
  const selected: number[] = [];
  const unselectedNeg: number[] = [];
  for (let s = 0; s < m; s++) {
    if (status[s] !== 0) continue;
    if (w.open[s]) selected.push(s);
    else if (value[s] < 0) unselectedNeg.push(s);
  }
  const full = slots !== Infinity && selected.length >= slots;
  let worstSelected = 0;
  for (const s of selected) worstSelected = Math.max(worstSelected, value[s]);
  let bestOutside = 0;
  for (const s of unselectedNeg) bestOutside = Math.min(bestOutside, value[s]);
  for (let s = 0; s < m; s++) {
    if (status[s] !== 0) continue;
    if (w.open[s]) {
      if (bound + bestOutside - value[s] >= threshold) status[s] = 1;
    } else {
      const delta = full ? value[s] - worstSelected : Math.max(0, value[s]);
      if (bound + delta >= threshold) status[s] = -1;
    }
  }
}

/**
 * Picks the free store to branch on: the relaxation's open store that competes most with other
 * open stores for the same items; failing that, the store that stocks most items the relaxation
 * left unbought; failing that, the store closest to the open/close threshold.
 */
export function chooseBranchStore(core: Core, status: Int8Array, lam: Float64Array, w: LagrangeWork): number {
  const { m, minItems: L, sStart, sItem, sCost } = core;
  const g = w.grad;
  let best = -1;
  let bestScore = 0;
  let bestTie = Infinity;
  for (let s = 0; s < m; s++) {
    if (status[s] !== 0 || !w.open[s]) continue;
    let score = 0;
    for (let k = sStart[s]; k < sStart[s + 1]; k++) if (sCost[k] - lam[sItem[k]] < 0 && g[sItem[k]] < 0) score -= g[sItem[k]];
    const need = L - w.negCount[s];
    for (let j = 0; j < need; j++) {
      const i = sItem[w.topIdx[s * L + j]];
      if (g[i] < 0) score -= g[i];
    }
    const tie = Math.abs(w.storeValue[s]);
    if (score > bestScore || (score === bestScore && score > 0 && tie < bestTie)) { best = s; bestScore = score; bestTie = tie; }
  }
  if (best >= 0) return best;
  for (let s = 0; s < m; s++) {
    if (status[s] !== 0 || w.open[s]) continue;
    let score = 0;
    for (let k = sStart[s]; k < sStart[s + 1]; k++) if (g[sItem[k]] > 0) score++;
    const tie = Math.abs(w.storeValue[s]);
    if (score > bestScore || (score === bestScore && score > 0 && tie < bestTie)) { best = s; bestScore = score; bestTie = tie; }
  }
  if (best >= 0) return best;
  for (let s = 0; s < m; s++) {
    if (status[s] !== 0) continue;
    const tie = Math.abs(w.storeValue[s]);
    if (tie < bestTie) { best = s; bestTie = tie; }
  }
  return best;
}
