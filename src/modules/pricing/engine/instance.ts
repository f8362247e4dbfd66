import type { IgnoredLock, OptimiserInput } from "./types";

export const DEFAULT_MIN_ITEMS_PER_STORE = 5;

/** Validated, index-based view of an OptimiserInput. Costs are line costs (quantity × unit price). */
export interface Instance {
  n: number;
  m: number;
  itemIds: string[];
  storeIds: string[];
  quantity: number[];
  distance: number[];
  visit: number[];
  minItems: number;
  maxStores: number;
  /** cost[i * m + s]; Infinity when store s cannot supply item i (not stocked or locked elsewhere). */
  cost: Float64Array;
  storeItems: number[][];
  itemStores: number[][];
  ignoredLocks: IgnoredLock[];
  warnings: string[];
}

const isNonNegInt = (x: unknown): x is number => typeof x === "number" && Number.isInteger(x) && x >= 0;

function requireArray(value: unknown, name: string): unknown[] {
  if (!Array.isArray(value)) throw new TypeError(`optimiser input: ${name} must be an array`);
  return value;
}

export function buildInstance(input: OptimiserInput): Instance {
  if (input === null || typeof input !== "object") throw new TypeError("optimiser input must be an object");
  const warnings: string[] = [];
  const itemIndex = new Map<string, number>();
  const itemIds: string[] = [];
  const quantity: number[] = [];
  for (const raw of requireArray(input.items, "items")) {
    const item = raw as { id?: unknown; quantity?: unknown };
    if (typeof item?.id !== "string" || item.id === "") { warnings.push("Skipped an item without an id."); continue; }
    if (itemIndex.has(item.id)) { warnings.push(`Duplicate item "${item.id}" ignored.`); continue; }
    let q = item.quantity;
    if (typeof q !== "number" || !Number.isInteger(q) || q < 1) {
      warnings.push(`Item "${item.id}" has quantity ${String(q)}; using 1.`);
      q = 1;
    }
    itemIndex.set(item.id, itemIds.length);
    itemIds.push(item.id);
    quantity.push(q as number);
  }

  const defaultVisit = input.visitCostCents ?? 0;
  const baseVisit = isNonNegInt(defaultVisit) ? defaultVisit : 0;
  if (baseVisit !== defaultVisit) warnings.push(`visitCostCents ${String(defaultVisit)} is not a non-negative integer; using 0.`);

  const storeIndex = new Map<string, number>();
  const storeIds: string[] = [];
  const distance: number[] = [];
  const visit: number[] = [];
  for (const raw of requireArray(input.stores, "stores")) {
    const store = raw as { id?: unknown; distanceKm?: unknown; visitCostCents?: unknown };
    if (typeof store?.id !== "string" || store.id === "") { warnings.push("Skipped a store without an id."); continue; }
    if (storeIndex.has(store.id)) { warnings.push(`Duplicate store "${store.id}" ignored.`); continue; }
    let d = store.distanceKm;
    if (typeof d !== "number" || !Number.isFinite(d) || d < 0) {
      warnings.push(`Store "${store.id}" has no valid distance; ranking it last on distance ties.`);
      d = 1e6;
    }
    const rawVisit = store.visitCostCents ?? baseVisit;
    const f = isNonNegInt(rawVisit) ? rawVisit : baseVisit;
    if (f !== rawVisit) warnings.push(`Store "${store.id}" visit cost ${String(rawVisit)} is invalid; using ${baseVisit}.`);
    storeIndex.set(store.id, storeIds.length);
    storeIds.push(store.id);
    distance.push(d as number);
    visit.push(f);
  }

  const n = itemIds.length;
  const m = storeIds.length;
  const cost = new Float64Array(n * m).fill(Infinity);
  let unknownPrices = 0;
  let badPrices = 0;
  let duplicatePrices = 0;
  for (const raw of requireArray(input.prices ?? [], "prices")) {
    const p = raw as { item?: unknown; store?: unknown; unitPriceCents?: unknown };
    const i = itemIndex.get(p?.item as string);
    const s = storeIndex.get(p?.store as string);
    if (i === undefined || s === undefined) { unknownPrices++; continue; }
    if (!isNonNegInt(p.unitPriceCents)) { badPrices++; continue; }
    const c = quantity[i] * p.unitPriceCents;
    const k = i * m + s;
    if (cost[k] !== Infinity) duplicatePrices++;
    if (c < cost[k]) cost[k] = c;
  }
  if (unknownPrices) warnings.push(`${unknownPrices} price(s) name an unknown item or store and were ignored.`);
  if (badPrices) warnings.push(`${badPrices} price(s) are not non-negative integer cents and were ignored.`);
  if (duplicatePrices) warnings.push(`${duplicatePrices} duplicate item/store price(s); kept the lowest.`);

  const ignoredLocks = applyLocks(input, itemIndex, storeIndex, cost, m);

  let minItems = input.minItemsPerStore ?? DEFAULT_MIN_ITEMS_PER_STORE;
  if (typeof minItems !== "number" || !Number.isInteger(minItems) || minItems < 1) {
    warnings.push(`minItemsPerStore ${String(minItems)} is invalid; using ${DEFAULT_MIN_ITEMS_PER_STORE}.`);
    minItems = DEFAULT_MIN_ITEMS_PER_STORE;
  }
  let maxStores = Infinity;
  if (input.maxStores !== undefined && input.maxStores !== null) {
    if (Number.isInteger(input.maxStores) && input.maxStores >= 1) maxStores = input.maxStores;
    else warnings.push(`maxStores ${String(input.maxStores)} is invalid; no store cap applied.`);
  }

  const storeItems: number[][] = Array.from({ length: m }, () => []);
  const itemStores: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < n; i++) {
    for (let s = 0; s < m; s++) {
      if (cost[i * m + s] !== Infinity) { storeItems[s].push(i); itemStores[i].push(s); }
    }
  }
  return { n, m, itemIds, storeIds, quantity, distance, visit, minItems, maxStores, cost, storeItems, itemStores, ignoredLocks, warnings };
}

/** A lock restricts its item to one store; locks that cannot be honoured are reported, not applied. */
function applyLocks(
  input: OptimiserInput,
  itemIndex: Map<string, number>,
  storeIndex: Map<string, number>,
  cost: Float64Array,
  m: number,
): IgnoredLock[] {
  const ignored: IgnoredLock[] = [];
  const lockedTo = new Map<number, number>();
  for (const raw of requireArray(input.locks ?? [], "locks")) {
    const lock = raw as { item?: unknown; store?: unknown };
    const entry = { item: String(lock?.item), store: String(lock?.store) };
    const i = itemIndex.get(lock?.item as string);
    const s = storeIndex.get(lock?.store as string);
    if (i === undefined) { ignored.push({ ...entry, reason: "unknown item" }); continue; }
    if (s === undefined) { ignored.push({ ...entry, reason: "unknown store" }); continue; }
    if (cost[i * m + s] === Infinity) { ignored.push({ ...entry, reason: "store does not stock this item" }); continue; }
    const previous = lockedTo.get(i);
    if (previous !== undefined && previous !== s) { ignored.push({ ...entry, reason: "item is already locked to another store" }); continue; }
    lockedTo.set(i, s);
  }
  for (const [i, s] of lockedTo) {
    for (let t = 0; t < m; t++) if (t !== s) cost[i * m + t] = Infinity;
  }
  return ignored;
}
