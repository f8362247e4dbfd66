import "server-only";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { convertCents, type CurrencyCode, type RatesTable } from "@/modules/currency/engine";
import { getTripSavingsView } from "@/modules/pricing";
import { getReceiptSavings } from "./receipt-savings";

/** One line of Recent Savings: a planned trip or a shared receipt. */
export interface SavingsEntry {
  kind: "trip" | "receipt";
  id: string;
  /** The list's name for a trip, the store's for a receipt. */
  title: string;
  createdAt: string;
  currency: CurrencyCode;
  /** What the shopper pays (the plan's items cost) or paid (the receipt's counted lines). */
  totalCents: number;
  savedCents: number;
  itemCount: number;
  storeCount: number;
  /** Nothing to count against: no single store stocks a trip's items / no other store priced the receipt's basket. */
  noBaseline: boolean;
  /** A receipt: the store its basket was compared with. */
  comparedWith: string | null;
}

export interface SavingsOverview {
  /** Every trip's and receipt's saving, each currency's sum converted once into `currency`. */
  savedCents: number;
  currency: CurrencyCode;
  plannedTrips: number;
  sharedReceipts: number;
  /** Newest first, trips and receipts together. */
  recent: SavingsEntry[];
}

const RECENT = 5;

/**
 * The shopper's savings as Home and Profile show them (decision 054), from stored data only:
 * planned trips (plan cost vs the cheapest single store for the same items, recorded when the
 * shopper chose "Shop this plan") and shared receipts (paid vs the same basket at the cheapest
 * other store in range that day, receipt-savings.ts). `rates` is asked for only when some saving is
 * in another currency than the shopper's.
 */
export async function getSavingsOverview(db: Db, actor: Pick<Actor, "userId">, currency: CurrencyCode, rates: () => Promise<Partial<RatesTable>>): Promise<SavingsOverview> {
  const [trips, receipts] = await Promise.all([getTripSavingsView(db, actor, RECENT), getReceiptSavings(db, actor)]);
  const { byCurrency: tripSums, recent: tripRows } = trips;
  const sums = new Map<CurrencyCode, number>();
  for (const s of tripSums) sums.set(s.currency, (sums.get(s.currency) ?? 0) + s.savedCents);
  for (const r of receipts) sums.set(r.currency, (sums.get(r.currency) ?? 0) + r.savedCents);
  const table = [...sums.keys()].some((c) => c !== currency) ? await rates() : undefined;
  const savedCents = [...sums].reduce((total, [c, cents]) => total + convertCents(cents, c, currency, table), 0);

  const recent: SavingsEntry[] = [
    ...tripRows.map((r) => ({
      kind: "trip" as const, id: r.id, title: r.listName, createdAt: r.createdAt.toISOString(), currency: r.currency, totalCents: r.planTotalCents,
      savedCents: r.savedCents, itemCount: r.itemCount, storeCount: r.storeCount, noBaseline: r.baselineCents === null, comparedWith: null,
    })),
    ...receipts.slice(0, RECENT).map((r) => ({
      kind: "receipt" as const, id: r.proofId, title: r.storeName, createdAt: r.createdAt, currency: r.currency, totalCents: r.paidCents,
      savedCents: r.savedCents, itemCount: r.lineCount, storeCount: 1, noBaseline: r.baselineCents === null, comparedWith: r.comparedWith,
    })),
  ]
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? 1 : -1))
    .slice(0, RECENT);
  return { savedCents, currency, plannedTrips: tripSums.reduce((n, s) => n + s.trips, 0), sharedReceipts: receipts.length, recent };
}

/** The profile's figures (users' TripStatsReader): the same overview, totals only. */
export async function getSavingsStats(db: Db, actor: Pick<Actor, "userId">, currency: CurrencyCode, rates: () => Promise<Partial<RatesTable>>) {
  const o = await getSavingsOverview(db, actor, currency, rates);
  return { moneySavedCents: o.savedCents, plannedTrips: o.plannedTrips, sharedReceipts: o.sharedReceipts };
}
