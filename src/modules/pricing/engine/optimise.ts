import { greedyPlan, singleStorePlan } from "./baselines";
import { buildCore, type Core } from "./core";
import { ENUMERATION_MAX_STORES } from "./enumerate";
import { now, type CorePlan } from "./incumbent";
import { buildInstance } from "./instance";
import { betterPlan, emptyPlan, planFromAssignment, planTotal, toResult, type Plan } from "./plan";
import { searchCore } from "./search";
import type { OptimiserInput, OptimiserResult } from "./types";

const DEFAULT_MAX_MILLIS = 10_000;
const DEFAULT_MAX_NODES = 1_000_000;

/**
 * The proven-cheapest store mix: most items covered first, then lowest items + visit cost,
 * then fewer stores, nearer stores, store ids. `optimal` is true only when the search finished.
 */
export function optimise(input: OptimiserInput): OptimiserResult {
  return optimiseWith(input, { enumerationMaxStores: ENUMERATION_MAX_STORES });
}

/** optimise() with internal knobs; tests use it to force the branch-and-bound path. */
export function optimiseWith(input: OptimiserInput, knobs: { enumerationMaxStores: number }): OptimiserResult {
  const started = now();
  const inst = buildInstance(input);
  const maxMillis = positiveOr(input.budget?.maxMillis, DEFAULT_MAX_MILLIS);
  const maxNodes = positiveOr(input.budget?.maxNodes, DEFAULT_MAX_NODES);
  const single = singleStorePlan(inst);
  const stats = (nodes: number, method: string) => ({ nodes, millis: now() - started, method });

  const core = buildCore(inst);
  if (core.m === 0) {
    // No store can take part in a multi-store plan, so the answer is one store (or nothing).
    const plan = single ?? emptyPlan(inst);
    return toResult(inst, plan, true, planTotal(plan), stats(0, single ? "single-store" : "trivial"));
  }
  const outcome = searchCore(core, { maxNodes, deadline: started + maxMillis, ...knobs });
  const multi = outcome.best ? corePlanToPlan(core, outcome.best) : null;
  // An unfinished search still returns the best plan anyone found, baselines included.
  const fallback = outcome.proven ? null : greedyPlan(inst);
  const plan = betterPlan(inst, betterPlan(inst, multi, single), fallback) ?? emptyPlan(inst);
  const lowerBound = outcome.proven ? planTotal(plan) : costBound(core, outcome.bound, plan);
  const method = outcome.method + (outcome.proven && !outcome.tiesExact ? " (equal totals: tie-break among plans found)" : "");
  return toResult(inst, plan, outcome.proven, lowerBound, stats(outcome.nodes, method));
}

/** The best one-store plan (most items, then cheapest), or null when no store prices any item. */
export function bestSingleStore(input: OptimiserInput): OptimiserResult | null {
  const started = now();
  const inst = buildInstance(input);
  const plan = singleStorePlan(inst);
  return plan ? toResult(inst, plan, false, 0, { nodes: 0, millis: now() - started, method: "best-single-store" }) : null;
}

/** Cheapest store per item, then repair; null when the repair cannot reach a valid plan. */
export function greedyBaseline(input: OptimiserInput): OptimiserResult | null {
  const started = now();
  const inst = buildInstance(input);
  const plan = greedyPlan(inst);
  return plan ? toResult(inst, plan, false, 0, { nodes: 0, millis: now() - started, method: "greedy" }) : null;
}

function corePlanToPlan(core: Core, p: CorePlan): Plan {
  const assign = new Int32Array(core.inst.n).fill(-1);
  for (let a = 0; a < core.n; a++) if (p.assign[a] >= 0) assign[core.items[a]] = core.stores[p.assign[a]];
  return planFromAssignment(core.inst, assign);
}

/**
 * Turns the search bound on penalty × drops + total into a bound on the total of any plan that
 * covers at least as many items as `plan` (such a plan drops no more items).
 */
function costBound(core: Core, bound: number, plan: Plan): number {
  const drops = core.inst.n - core.outside - plan.covered;
  return Math.max(0, bound - Math.max(0, drops) * core.penalty);
}

function positiveOr(x: number | undefined, fallback: number): number {
  return typeof x === "number" && x > 0 ? x : fallback;
}

