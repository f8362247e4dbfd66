import type { Core } from "./core";

/**
 * Lagrangian bound for the multi-store family: dualise "each item is bought once" with
 * multipliers λ. What remains splits per store: an open store takes every item whose reduced
 * cost c[i,s] − λ[i] is negative, topped up with its cheapest other items to reach minItems, so
 * its value is visit + that sum and it opens only when the value is negative (or it is forced open;
 * under a store cap only the most negative ones open). Dropping an item costs the penalty.
 * The bound equals the LP relaxation bound and is valid for every λ.
 */
export interface LagrangeWork {
  storeValue: Float64Array;
  open: Uint8Array;
  grad: Float64Array;
  topIdx: Int32Array;
  topVal: Float64Array;
  negCount: Int32Array;
  order: number[];
}

export function createWork(core: Core): LagrangeWork {
  const L = core.minItems;
  return {
    storeValue: new Float64Array(core.m),
    open: new Uint8Array(core.m),
    grad: new Float64Array(core.n),
    topIdx: new Int32Array(core.m * L),
    topVal: new Float64Array(core.m * L),
    negCount: new Int32Array(core.m),
    order: [],
  };
}

/** status[s]: 1 forced open, 0 free, -1 closed. Returns the bound; fills work for λ. */
export function evaluateBound(core: Core, lam: Float64Array, status: Int8Array, dropCost: number, w: LagrangeWork): number {
  const { n, m, minItems: L, sStart, sItem, sCost, visit, tie, maxStores } = core;
  let total = 0;
  for (let i = 0; i < n; i++) {
    total += lam[i];
    if (dropCost - lam[i] < 0) total += dropCost - lam[i];
  }
  const { storeValue, topIdx, topVal, negCount, open } = w;
  for (let s = 0; s < m; s++) {
    open[s] = 0;
    if (status[s] < 0) { storeValue[s] = Infinity; continue; }
    let negSum = 0;
    let negCnt = 0;
    let filled = 0;
    // The L smallest non-negative reduced costs, kept sorted; `cut` is the largest kept once full.
    let cut = Infinity;
    const base = s * L;
    const end = sStart[s + 1];
    for (let k = sStart[s]; k < end; k++) {
      const r = sCost[k] - lam[sItem[k]];
      if (r < 0) { negSum += r; negCnt++; continue; }
      if (r >= cut) continue;
      let j = filled < L ? filled++ : L - 1;
      while (j > 0 && topVal[base + j - 1] > r) {
        topVal[base + j] = topVal[base + j - 1];
        topIdx[base + j] = topIdx[base + j - 1];
        j--;
      }
      topVal[base + j] = r;
      topIdx[base + j] = k;
      if (filled === L) cut = topVal[base + L - 1];
    }
    let value = visit[s] + tie[s] + negSum;
    for (let j = 0; j < L - negCnt; j++) value += topVal[base + j];
    storeValue[s] = value;
    negCount[s] = negCnt;
    if (status[s] > 0) { open[s] = 1; total += value; }
  }
  let nOpen = 0;
  for (let s = 0; s < m; s++) if (status[s] > 0) nOpen++;
  const slots = maxStores - nOpen;
  if (slots === Infinity) {
    for (let s = 0; s < m; s++) {
      if (status[s] === 0 && storeValue[s] < 0) { open[s] = 1; total += storeValue[s]; }
    }
  } else if (slots > 0) {
    const order = w.order;
    order.length = 0;
    for (let s = 0; s < m; s++) if (status[s] === 0 && storeValue[s] < 0) order.push(s);
    if (order.length > slots) order.sort((a, b) => storeValue[a] - storeValue[b]);
    for (let j = 0; j < order.length && j < slots; j++) { open[order[j]] = 1; total += storeValue[order[j]]; }
  }
  return total;
}

/** Subgradient of the last evaluateBound: 1 − (times the relaxation buys item i) − (dropped). */
export function computeGradient(core: Core, lam: Float64Array, dropCost: number, w: LagrangeWork): number {
  const { n, m, minItems: L, sStart, sItem, sCost } = core;
  const g = w.grad;
  for (let i = 0; i < n; i++) g[i] = dropCost - lam[i] < 0 ? 0 : 1;
  for (let s = 0; s < m; s++) {
    if (!w.open[s]) continue;
    for (let k = sStart[s]; k < sStart[s + 1]; k++) if (sCost[k] - lam[sItem[k]] < 0) g[sItem[k]] -= 1;
    const need = L - w.negCount[s];
    for (let j = 0; j < need; j++) g[sItem[w.topIdx[s * L + j]]] -= 1;
  }
  let norm = 0;
  for (let i = 0; i < n; i++) norm += g[i] * g[i];
  return norm;
}

export interface SubgradientOptions {
  maxIter: number;
  theta: number;
  patience: number;
}

/**
 * Polyak-step subgradient ascent from lam (updated in place to the best multipliers found).
 * Stops early once the bound reaches `target` (the incumbent), since the node is then pruned.
 */
export function ascend(
  core: Core, lam: Float64Array, status: Int8Array, dropCost: number,
  target: number, opts: SubgradientOptions, w: LagrangeWork,
): number {
  const best = Float64Array.from(lam);
  let bestBound = evaluateBound(core, lam, status, dropCost, w);
  let theta = opts.theta;
  let stall = 0;
  let current = bestBound;
  for (let it = 0; it < opts.maxIter; it++) {
    if (bestBound >= target) break;
    const norm = computeGradient(core, lam, dropCost, w);
    if (norm === 0) break;
    // Aim a little above the pruning target: aiming exactly at it makes the steps shrink to nothing
    // just below it, and the node is never pruned.
    const aim = Number.isFinite(target) ? target + 1 + 1e-4 * Math.abs(target) : Math.abs(current) * 1.05 + 100;
    const step = (theta * (aim - current)) / norm;
    const g = w.grad;
    for (let i = 0; i < core.n; i++) lam[i] += step * g[i];
    current = evaluateBound(core, lam, status, dropCost, w);
    if (current > bestBound + 1e-9) {
      bestBound = current;
      best.set(lam);
      stall = 0;
    } else if (++stall >= opts.patience) {
      theta /= 2;
      stall = 0;
      if (theta < 1e-4) break;
    }
  }
  lam.set(best);
  return evaluateBound(core, lam, status, dropCost, w);
}
