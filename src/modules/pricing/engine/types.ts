// Public shapes of the store-mix optimiser. Money is always integer cents.

export interface OptimiserItem {
  id: string;
  quantity: number;
}

export interface OptimiserStore {
  id: string;
  distanceKm: number;
  /** Per-store override of the input-level visitCostCents. */
  visitCostCents?: number;
}

export interface OptimiserPrice {
  item: string;
  store: string;
  unitPriceCents: number;
}

export interface OptimiserLock {
  item: string;
  store: string;
}

export interface OptimiserBudget {
  maxNodes?: number;
  maxMillis?: number;
}

export interface OptimiserInput {
  items: OptimiserItem[];
  stores: OptimiserStore[];
  prices: OptimiserPrice[];
  /** Every store of a multi-store plan takes at least this many distinct items. Default 5. */
  minItemsPerStore?: number;
  maxStores?: number | null;
  /** Cost charged once per store in the plan, unless the store overrides it. */
  visitCostCents?: number;
  locks?: OptimiserLock[];
  budget?: OptimiserBudget;
}

export interface PlanStore {
  id: string;
  items: string[];
  subtotalCents: number;
  visitCostCents: number;
}

export interface IgnoredLock {
  item: string;
  store: string;
  reason: string;
}

export interface OptimiserStats {
  nodes: number;
  millis: number;
  method: string;
}

export interface OptimiserResult {
  covered: string[];
  uncovered: string[];
  stores: PlanStore[];
  itemsCostCents: number;
  visitCostTotalCents: number;
  totalCents: number;
  /** True only when the search proved that no plan is better (coverage first, then total). */
  optimal: boolean;
  /** A proven lower bound on the total of any plan with this coverage; equals totalCents when optimal. */
  lowerBoundCents: number;
  stats: OptimiserStats;
  ignoredLocks: IgnoredLock[];
  /** Odd input that was repaired or skipped (bad quantities, unknown ids, duplicate prices…). */
  warnings: string[];
}
