import type { Core } from "./core";
import type { LagrangeWork } from "./lagrangian";

/**
 * Lagrangian arc fixing. With multipliers λ giving bound B, forcing item i into store s raises
 * the relaxation by a computable amount (s must open, and i displaces its dearest top-up item).
 * When B plus that amount reaches the pruning threshold, no improving plan buys i at s, so the
 * arc is removed. Stores left with fewer than minItems arcs cannot open any more.
 * Returns a reduced core (same indices; the dense cost matrix is shared, since any plan it
 * allows is still a valid plan) or null when fewer than `minShare` of the live arcs would go.
 */
export function fixArcs(
  core: Core, lam: Float64Array, bound: number, threshold: number, status: Int8Array, w: LagrangeWork, minShare = 0,
): Core | null {
  const { n, m, minItems: L, sStart, sItem, sCost, maxStores } = core;
  const value = w.storeValue;
  let forced = 0;
  let worstSelected = 0;
  let selectedFree = 0;
  for (let s = 0; s < m; s++) {
    if (status[s] > 0) forced++;
    else if (status[s] === 0 && w.open[s]) { selectedFree++; worstSelected = Math.max(worstSelected, value[s]); }
  }
  const full = maxStores !== Infinity && selectedFree >= maxStores - forced;
  const keep = new Uint8Array(sStart[m]);
  let removed = 0;
  for (let s = 0; s < m; s++) {
    if (status[s] < 0) { removed += sStart[s + 1] - sStart[s]; continue; }
    const need = L - w.negCount[s];
    const displaced = need > 0 ? w.topVal[s * L + need - 1] : 0;
    const openDelta = w.open[s] ? 0 : full ? value[s] - worstSelected : Math.max(0, value[s]);
    const topFrom = s * L;
    const topTo = topFrom + Math.max(0, need);
    for (let k = sStart[s]; k < sStart[s + 1]; k++) {
      const r = sCost[k] - lam[sItem[k]];
      let selected = r < 0;
      for (let j = topFrom; !selected && j < topTo; j++) selected = w.topIdx[j] === k;
      const delta = selected ? openDelta : openDelta + r - displaced;
      if (bound + delta < threshold) keep[k] = 1;
      else removed++;
    }
  }
  if (removed === 0 || removed < minShare * sStart[m]) return null;
  return rebuildCore(core, keep, L, n, m);
}

function rebuildCore(core: Core, keep: Uint8Array, L: number, n: number, m: number): Core {
  const { sStart, sItem, sCost } = core;
  // A store with fewer than L usable arcs cannot open; drop its arcs too.
  for (let s = 0; s < m; s++) {
    let c = 0;
    for (let k = sStart[s]; k < sStart[s + 1]; k++) c += keep[k];
    if (c < L) for (let k = sStart[s]; k < sStart[s + 1]; k++) keep[k] = 0;
  }
  const nStart = new Int32Array(m + 1);
  const iCount = new Int32Array(n + 1);
  for (let s = 0; s < m; s++) {
    nStart[s + 1] = nStart[s];
    for (let k = sStart[s]; k < sStart[s + 1]; k++) {
      if (!keep[k]) continue;
      nStart[s + 1]++;
      iCount[sItem[k] + 1]++;
    }
  }
  const nnz = nStart[m];
  const nItem = new Int32Array(nnz);
  const nCost = new Float64Array(nnz);
  for (let s = 0, o = 0; s < m; s++) {
    for (let k = sStart[s]; k < sStart[s + 1]; k++) if (keep[k]) { nItem[o] = sItem[k]; nCost[o++] = sCost[k]; }
  }
  for (let i = 0; i < n; i++) iCount[i + 1] += iCount[i];
  const iStore = new Int32Array(nnz);
  const fill = iCount.slice(0, n);
  for (let s = 0; s < m; s++) {
    for (let k = nStart[s]; k < nStart[s + 1]; k++) iStore[fill[nItem[k]]++] = s;
  }
  return { ...core, sStart: nStart, sItem: nItem, sCost: nCost, iStart: iCount, iStore };
}

/** Stores with no arcs left are closed for good. */
export function closeEmptyStores(core: Core, status: Int8Array): void {
  for (let s = 0; s < core.m; s++) if (core.sStart[s + 1] === core.sStart[s]) status[s] = -1;
}
