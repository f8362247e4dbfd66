/**
 * Planned trips ("Shop this plan"): the figures a trip records, taken from the server's own
 * comparison, and the texts the button and the profile show. Pure and isomorphic (no I/O).
 */
import { z } from "zod";
import { convertCents, type CurrencyCode, type RatesTable } from "@/modules/currency/engine";
import type { ComparisonDto, PlanStoreDto } from "../dto";
import { compareOptionsSchema } from "../schemas";

export const TRIP_MESSAGES = {
  button: "Shop this plan",
  pending: "Saving...",
  done: "Trip saved ✓",
  savedTitle: "Trip saved",
  alreadyCheapest: "This plan is already the cheapest single store.",
  noBaseline: "No single store stocks all these items, so this plan is the only way to get them.",
  errorTitle: "Trip not saved",
  noList: "Save these items as a shopping list first — only your own lists can be saved as trips.",
  noPlan: "There is no plan to save: no store nearby has prices for these items.",
  signIn: "Please sign in to save a trip.",
} as const;

/** "You'll save NZ$3.00 NZD with this plan." — `money` is already formatted for the shopper. */
export function tripSavedDescription(trip: { savedCents: number; baselineCents: number | null }, money: (cents: number) => string): string {
  if (trip.savedCents > 0) return `You'll save ${money(trip.savedCents)} with this plan.`;
  return trip.baselineCents === null ? TRIP_MESSAGES.noBaseline : TRIP_MESSAGES.alreadyCheapest;
}

/** Letters, digits, "-" and "_": a UUID from the browser fits, and nothing odd reaches the index. */
export const clientRequestIdSchema = z.string().trim().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/, "Please reload the page and try again.");

/** recordTripAction's input. Totals are never accepted from the client: only what to recompute. */
export const recordTripSchema = compareOptionsSchema.extend({
  listId: z.string().max(100).nullable().default(null),
  clientRequestId: clientRequestIdSchema,
});
export type RecordTripInput = z.input<typeof recordTripSchema> & { visitCostCents: number; maxStores: number | null; listId: string | null };

export interface TripStore {
  id: string;
  name: string;
  itemCount: number;
  subtotalCents: number;
}

export interface TripFigures {
  currency: CurrencyCode;
  /** Items cost of the plan: what is paid at the tills (stop costs are a preference, not money). */
  planTotalCents: number;
  /** The cheapest single store stocking every item the plan covers; null when none does. */
  baselineCents: number | null;
  /** baseline − plan total, floored at 0 (a lock may make the plan dearer than one store). */
  savedCents: number;
  storeCount: number;
  itemCount: number;
  stores: TripStore[];
}

/** What a trip needs from a comparison. */
export type PlanFigures = Pick<ComparisonDto, "currency" | "itemsCostCents" | "savings"> & {
  stores: (Pick<PlanStoreDto, "storeId" | "name" | "subtotalCents"> & { items: readonly unknown[] })[];
};

/**
 * The figures a trip records, exactly as the comparison's savings banner states them; null when
 * the comparison has no plan (no store priced any item).
 */
export function tripFiguresFrom(c: PlanFigures): TripFigures | null {
  if (!c.stores.length) return null;
  const stores = c.stores.map((s) => ({ id: s.storeId, name: s.name, itemCount: s.items.length, subtotalCents: s.subtotalCents }));
  const itemCount = stores.reduce((n, s) => n + s.itemCount, 0);
  if (itemCount === 0) return null;
  const baselineCents = c.savings.comparedWith?.totalCents ?? null;
  const savedCents = baselineCents === null ? 0 : Math.max(0, baselineCents - c.itemsCostCents);
  return { currency: c.currency, planTotalCents: c.itemsCostCents, baselineCents, savedCents, storeCount: stores.length, itemCount, stores };
}

/**
 * Total saved in `to`: each currency's sum converted once (fewer roundings than converting trip
 * by trip), then added up.
 */
export function totalSavedIn(sums: { currency: CurrencyCode; savedCents: number }[], to: CurrencyCode, rates?: Partial<RatesTable>): number {
  return sums.reduce((total, s) => total + convertCents(s.savedCents, s.currency, to, rates), 0);
}
