import type { OptimiserInput, OptimiserResult } from "./types";

/**
 * The file format of `npm run optimise` and of the golden fixtures: prices and visit costs are
 * decimals in one currency; the engine works in integer cents (Math.round(x * 100)).
 */
export interface CliInstance {
  items: { id: string; quantity: number }[];
  stores: { id: string; distanceKm: number; visitCost?: number }[];
  prices: { item: string; store: string; price: number }[];
  minItemsPerStore?: number;
  maxStores?: number | null;
  visitCost?: number;
  locks?: { item: string; store: string }[];
}

export interface CliOutput {
  covered: string[];
  uncovered: string[];
  stores: { id: string; items: string[]; subtotal: number }[];
  total: number;
  optimal: boolean;
  lowerBound: number;
}

const toCents = (x: number) => Math.round(x * 100);
const toUnits = (cents: number) => Math.round(cents) / 100;

export class CliFormatError extends Error {}

/** Checks the shape (not the values: the engine repairs odd values and reports them). */
export function parseCliInstance(value: unknown): OptimiserInput {
  if (value === null || typeof value !== "object") throw new CliFormatError("instance must be a JSON object");
  const raw = value as Partial<CliInstance>;
  for (const key of ["items", "stores", "prices"] as const) {
    if (!Array.isArray(raw[key])) throw new CliFormatError(`"${key}" must be an array`);
  }
  for (const p of raw.prices!) {
    if (typeof p?.price !== "number" || !Number.isFinite(p.price)) throw new CliFormatError("every price needs a numeric \"price\"");
  }
  if (raw.visitCost !== undefined && (typeof raw.visitCost !== "number" || !Number.isFinite(raw.visitCost))) {
    throw new CliFormatError("\"visitCost\" must be a number");
  }
  return {
    items: raw.items!.map((it) => ({ id: it?.id, quantity: it?.quantity })),
    stores: raw.stores!.map((s) => ({
      id: s?.id,
      distanceKm: s?.distanceKm,
      ...(typeof s?.visitCost === "number" ? { visitCostCents: toCents(s.visitCost) } : {}),
    })),
    prices: raw.prices!.map((p) => ({ item: p.item, store: p.store, unitPriceCents: toCents(p.price) })),
    minItemsPerStore: raw.minItemsPerStore,
    maxStores: raw.maxStores ?? null,
    visitCostCents: toCents(raw.visitCost ?? 0),
    locks: raw.locks,
  };
}

export function toCliOutput(result: OptimiserResult): CliOutput {
  return {
    covered: result.covered,
    uncovered: result.uncovered,
    stores: result.stores.map((s) => ({ id: s.id, items: s.items, subtotal: toUnits(s.subtotalCents) })),
    total: toUnits(result.totalCents),
    optimal: result.optimal,
    lowerBound: toUnits(result.lowerBoundCents),
  };
}
