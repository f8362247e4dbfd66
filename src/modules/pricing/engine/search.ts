import { closeEmptyStores, fixArcs } from "./arc-fixing";
import { enumerateStoreSets } from "./enumerate";
import { chooseBranchStore, fixByReducedCost } from "./branching";
import type { Core } from "./core";
import { Incumbent, now, type CorePlan } from "./incumbent";
import { ascend, computeGradient, createWork, type SubgradientOptions } from "./lagrangian";
import { localSearch } from "./local-search";
import { MinHeap } from "./min-heap";

export interface SearchOutcome {
  best: CorePlan | null;
  proven: boolean;
  /** Tie-breaks among equal totals were settled exhaustively as well. */
  tiesExact: boolean;
  /** Lower bound on penalty × drops + total (cents) over the multi-store family. */
  bound: number;
  nodes: number;
  evaluations: number;
  method: "store-set enumeration" | "lagrangian branch-and-bound";
}

interface Node {
  /** The arcs this subtree may still use (shrinks with node-level arc fixing). */
  core: Core;
  status: Int8Array;
  lam: Float64Array;
  bound: number;
  depth: number;
}

const ROOT: SubgradientOptions = { maxIter: 150, theta: 2, patience: 10 };
const ROOT_AGAIN: SubgradientOptions = { maxIter: 60, theta: 0.5, patience: 10 };
const CHILD: SubgradientOptions = { maxIter: 35, theta: 2, patience: 5 };
const EVALUATE_ONLY: SubgradientOptions = { maxIter: 0, theta: 0, patience: 1 };
/** Relaxation plans are assigned exactly at shallow nodes and then at every EVALUATE_EVERY-th node. */
const EVALUATE_DEPTH = 3;
const EVALUATE_EVERY = 16;
/** A node rebuilds its subtree's arc lists only when fixing removes at least this share of them. */
const NODE_FIX_SHARE = 0.25;
/** Up to this many nodes the search also proves the tie-break order among equal totals. */
const TIE_EXACT_NODES = 1000;
/** Upper bound on the tie surcharges of any plan (see Core.tie). */
const TIE_MAX = 0.01;

export interface SearchOptions {
  maxNodes: number;
  deadline: number;
  /** Store caps up to this size are enumerated (tests lower it to exercise branch-and-bound). */
  enumerationMaxStores: number;
}

/**
 * Exact search of the multi-store family. Small store caps (K ≤ enumerationMaxStores) are
 * enumerated; otherwise an exact best-first branch-and-bound over which stores are open:
 * - Bounds: Lagrangian relaxation, warm-started from the parent's multipliers.
 * - Pruning: a node dies once its bound reaches the incumbent; reduced-cost fixing decides
 *   stores per node, and item/store arcs are fixed globally from the root multipliers.
 * - Incumbent: every relaxation's open set is assigned exactly; improvements are polished by
 *   local search.
 */
export function searchCore(startCore: Core, { maxNodes, deadline, enumerationMaxStores }: SearchOptions): SearchOutcome {
  let core = startCore;
  const inc = new Incumbent(core);
  let nodes = 0;
  let tiesExact = true;
  const exactTotal = (p: CorePlan) => p.drops * core.penalty + p.itemsCost + p.visitCost;
  const threshold = (): number => {
    const best = inc.best;
    if (!best) return Infinity;
    if (tiesExact) return best.obj - 1e-12 * Math.max(1, best.obj);
    // Only plans at least one cent cheaper are still worth finding.
    return exactTotal(best) - 1 + TIE_MAX + 1e-7;
  };
  let method: SearchOutcome["method"] = "lagrangian branch-and-bound";
  const outcome = (proven: boolean, bound: number): SearchOutcome => ({
    best: inc.best, proven, tiesExact: proven && tiesExact, nodes, evaluations: inc.evaluations, method,
    bound: proven && inc.best ? exactTotal(inc.best) : bound - TIE_MAX,
  });
  if (core.m === 0 || core.n === 0) return outcome(true, 0);

  for (let s = 0; s < core.m; s++) inc.evaluate([s]);
  inc.greedyStart();
  const dropCost = inc.best && inc.best.drops === 0 ? Infinity : core.penalty;
  const work = createWork(core);
  const rootStatus = new Int8Array(core.m);
  if (propagate(core, rootStatus, dropCost) < 0) return outcome(inc.best !== null, inc.obj);
  if (core.maxStores <= enumerationMaxStores) {
    method = "store-set enumeration";
    localSearch(inc, inc.best, deadline);
    if (enumerateStoreSets(core, inc, deadline)) return outcome(true, inc.obj);
    const lam = initialMultipliers(core, dropCost);
    return outcome(false, Math.min(inc.obj, ascend(core, lam, rootStatus, dropCost, threshold(), ROOT, work)));
  }

  let rootLam: Float64Array | null = null;
  let rootSnapshot = rootStatus;
  let fixedAt = Infinity;
  /** Global arc fixing at the root multipliers; worth redoing whenever the threshold drops. */
  const refixArcs = (force = false): void => {
    const t = threshold();
    if (!rootLam || (!force && t >= fixedAt)) return;
    fixedAt = t;
    const bound = ascend(core, rootLam.slice(), rootSnapshot, dropCost, -Infinity, EVALUATE_ONLY, work);
    const reduced = fixArcs(core, rootLam, bound, t, rootSnapshot, work);
    if (reduced) { core = reduced; inc.core = reduced; }
  };
  const improveFrom = (plan: CorePlan | null): void => {
    localSearch(inc, plan, deadline);
    refixArcs();
  };

  const heap = new MinHeap<Node>((a, b) => a.bound - b.bound || b.depth - a.depth);
  heap.push({ core, status: rootStatus, lam: initialMultipliers(core, dropCost), bound: -Infinity, depth: 0 });
  while (heap.size > 0) {
    const node = heap.pop()!;
    if (node.bound >= threshold()) continue;
    if (nodes >= maxNodes || now() > deadline) {
      heap.push(node);
      return outcome(false, Math.min(heap.minBy((x) => x.bound), inc.obj));
    }
    if (tiesExact && nodes >= TIE_EXACT_NODES) tiesExact = false;
    nodes++;
    // Both the node's own core and the latest global one only drop non-improving arcs: use the smaller.
    let view = node.core.sStart[node.core.m] <= core.sStart[core.m] ? node.core : core;
    closeEmptyStores(view, node.status);
    if (propagate(view, node.status, dropCost) < 0) continue;
    const isRoot = node.depth === 0;
    let bound = ascend(view, node.lam, node.status, dropCost, threshold(), isRoot ? ROOT : CHILD, work);
    if (bound >= threshold()) continue;
    const before = inc.obj;
    if (isRoot || node.depth <= EVALUATE_DEPTH || nodes % EVALUATE_EVERY === 0) {
      inc.evaluate(openStores(view.m, (s) => work.open[s] === 1));
    }
    if (isRoot) {
      rootLam = node.lam.slice();
      rootSnapshot = node.status.slice();
      refixArcs(true);
      improveFrom(inc.best);
      bound = ascend(core, node.lam, node.status, dropCost, threshold(), ROOT_AGAIN, work);
      rootLam = node.lam.slice();
      refixArcs(true);
    } else if (inc.obj < before) {
      improveFrom(inc.best);
    }
    if (inc.obj < before || isRoot) {
      if (core.sStart[core.m] < view.sStart[view.m]) view = core;
      closeEmptyStores(view, node.status);
      if (propagate(view, node.status, dropCost) < 0) continue;
      bound = Math.max(bound, ascend(view, node.lam, node.status, dropCost, -Infinity, EVALUATE_ONLY, work));
    }
    if (bound >= threshold()) continue;
    fixByReducedCost(view, node.status, bound, threshold(), work);
    const local = isRoot ? null : fixArcs(view, node.lam, bound, threshold(), node.status, work, NODE_FIX_SHARE);
    computeGradient(view, node.lam, dropCost, work);
    const b = chooseBranchStore(view, node.status, node.lam, work);
    if (b < 0) {
      inc.evaluate(openStores(view.m, (s) => node.status[s] > 0));
      continue;
    }
    const childCore = local ?? view;
    if (countOpen(node.status) < childCore.maxStores) {
      const status = node.status.slice();
      status[b] = 1;
      heap.push({ core: childCore, status, lam: node.lam.slice(), bound, depth: node.depth + 1 });
    }
    node.status[b] = -1;
    heap.push({ core: childCore, status: node.status, lam: node.lam, bound, depth: node.depth + 1 });
  }
  return outcome(inc.best !== null, inc.obj);
}

function openStores(m: number, isOpen: (s: number) => boolean): number[] {
  const open: number[] = [];
  for (let s = 0; s < m; s++) if (isOpen(s)) open.push(s);
  return open;
}

function initialMultipliers(core: Core, dropCost: number): Float64Array {
  const lam = new Float64Array(core.n);
  for (let i = 0; i < core.n; i++) {
    let c = Infinity;
    for (let k = core.iStart[i]; k < core.iStart[i + 1]; k++) c = Math.min(c, core.cost[i * core.m + core.iStore[k]]);
    lam[i] = Math.min(c, dropCost);
  }
  return lam;
}

function countOpen(status: Int8Array): number {
  let c = 0;
  for (let s = 0; s < status.length; s++) if (status[s] > 0) c++;
  return c;
}

/**
 * Applies the store cap and, when every item must be covered, forces open a store that is
 * the last one left for some item. Returns the open count, or -1 when the node is infeasible.
 */
function propagate(core: Core, status: Int8Array, dropCost: number): number {
  let open = countOpen(status);
  for (let changed = true; changed; ) {
    changed = false;
    if (open > core.maxStores) return -1;
    if (open === core.maxStores) {
      for (let s = 0; s < core.m; s++) if (status[s] === 0) status[s] = -1;
    }
    if (dropCost !== Infinity) break;
    for (let i = 0; i < core.n; i++) {
      let alive = 0;
      let last = -1;
      let covered = false;
      for (let k = core.iStart[i]; k < core.iStart[i + 1]; k++) {
        const s = core.iStore[k];
        if (status[s] > 0) { covered = true; break; }
        if (status[s] === 0) { alive++; last = s; }
      }
      if (covered) continue;
      if (alive === 0) return -1;
      if (alive === 1) { status[last] = 1; open++; changed = true; }
    }
  }
  return open;
}
