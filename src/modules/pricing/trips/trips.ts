import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { isUuid, LIST_MESSAGES } from "@/modules/lists/shared";
import { findReadableList } from "@/modules/lists";
import type { CurrencyCode, RatesTable } from "@/modules/currency/engine";
import { getBestSavings } from "../queries";
import { COMPARE_MESSAGES } from "../schemas";
import { TRIP_MESSAGES, totalSavedIn, tripFiguresFrom, type RecordTripInput, type TripFigures } from "./figures";

const { shoppingTrips: trips } = tables;

export interface TripDto extends TripFigures {
  id: string;
  /** null once the list has been deleted (the trip and its savings stay). */
  listId: string | null;
  listName: string;
  createdAt: string;
}

export interface RecordedTrip {
  trip: TripDto;
  /** false when the clientRequestId had already recorded this trip (a replay or double click). */
  created: boolean;
}

const columns = {
  id: trips.id, listId: trips.listId, listName: trips.listName, currency: trips.currency, planTotalCents: trips.planTotalCents,
  baselineCents: trips.baselineCents, savedCents: trips.savedCents, storeCount: trips.storeCount, itemCount: trips.itemCount,
  stores: trips.stores, createdAt: trips.createdAt,
};
type TripRow = Pick<typeof trips.$inferSelect, keyof typeof columns>;

const toDto = (r: TripRow): TripDto => ({ ...r, stores: r.stores.map((s) => ({ ...s })), createdAt: r.createdAt.toISOString() });

const listNotFound = () => new AppError("NOT_FOUND", LIST_MESSAGES.listNotFound);

async function findByRequest(db: Db, userId: string, clientRequestId: string): Promise<TripDto | null> {
  const [row] = await db.select(columns).from(trips).where(and(eq(trips.userId, userId), eq(trips.clientRequestId, clientRequestId))).limit(1);
  return row ? toDto(row) : null;
}

/**
 * Records the plan Best Savings gives a list the actor owns or shares (the trip is the actor's) with these options, recomputed here:
 * nothing the browser says about prices or totals is used. A replayed clientRequestId returns the
 * first trip without comparing again (so it spends no comparison allowance) and writes nothing.
 */
export async function recordTrip(db: Db, actor: Actor, input: RecordTripInput): Promise<RecordedTrip> {
  if (input.listId === null) throw new AppError("INVALID_INPUT", TRIP_MESSAGES.noList, { title: TRIP_MESSAGES.errorTitle });
  if (!isUuid(input.listId)) throw listNotFound();
  const replay = await findByRequest(db, actor.userId, input.clientRequestId);
  if (replay) return { trip: replay, created: false };

  // The comparison also spends the actor's "compare" allowance: recording adds no limit of its own.
  const outcome = await getBestSavings(db, actor, input);
  switch (outcome.status) {
    case "not-found":
      throw listNotFound();
    case "empty":
      throw new AppError("INVALID_INPUT", COMPARE_MESSAGES.emptyList, { title: TRIP_MESSAGES.errorTitle });
    case "rate-limited":
      throw new AppError("RATE_LIMITED", COMPARE_MESSAGES.rateLimited, { title: COMPARE_MESSAGES.rateLimitTitle, retryAfterSeconds: outcome.retryAfterSeconds });
    case "failed":
      throw new AppError("CONFLICT", outcome.message, { title: COMPARE_MESSAGES.failedTitle });
    case "location-needed":
      throw new AppError("INVALID_INPUT", COMPARE_MESSAGES.locationAsk, { title: COMPARE_MESSAGES.locationRequiredTitle });
  }
  const figures = tripFiguresFrom(outcome.comparison);
  if (!figures) throw new AppError("CONFLICT", TRIP_MESSAGES.noPlan, { title: TRIP_MESSAGES.errorTitle });
  const listId = input.listId;

  return db.transaction(async (tx) => {
    // Held to the insert so a concurrent delete of the list cannot slip between check and write.
    const list = await findReadableList(tx, actor, listId, { lock: "key share" });
    if (!list) throw listNotFound();
    const [row] = await tx
      .insert(trips)
      .values({ userId: actor.userId, listId: list.id, listName: list.name, clientRequestId: input.clientRequestId, ...figures })
      .onConflictDoNothing({ target: [trips.userId, trips.clientRequestId] })
      .returning(columns);
    if (row) return { trip: toDto(row), created: true };
    // A concurrent twin with the same clientRequestId won the insert: answer with its trip.
    const twin = await findByRequest(tx, actor.userId, input.clientRequestId);
    if (!twin) throw new Error("trip insert conflicted but no row was found");
    return { trip: twin, created: false };
  });
}

export interface TripSavingsByCurrency {
  currency: CurrencyCode;
  savedCents: number;
  trips: number;
}

/** The user's recorded savings, one row per currency the trips were planned in. */
export async function getTripSavingsByCurrency(db: Db, actor: Actor): Promise<TripSavingsByCurrency[]> {
  const { userId } = actor;
  const rows = await db
    .select({ currency: trips.currency, savedCents: sql<string>`coalesce(sum(${trips.savedCents}), 0)::text`, trips: sql<number>`count(*)::int` })
    .from(trips)
    .where(eq(trips.userId, userId))
    .groupBy(trips.currency)
    .orderBy(trips.currency);
  return rows.map((r) => ({ currency: r.currency, savedCents: Number(r.savedCents), trips: Number(r.trips) }));
}

export interface TripSavingsSummary {
  /** Saved over every planned trip ("Shop this plan"), converted to `currency`; 0 with no trips. */
  moneySavedCents: number;
  plannedTrips: number;
}

/**
 * The profile's trip figures in the shopper's display currency. `rates` converts trips planned in
 * other currencies (asked for only when some trip needs converting).
 */
export async function getTripSavingsSummary(db: Db, actor: Actor, currency: CurrencyCode, rates: () => Promise<Partial<RatesTable>>): Promise<TripSavingsSummary> {
  const savedByCurrency = await getTripSavingsByCurrency(db, actor);
  const table = savedByCurrency.some((x) => x.currency !== currency) ? await rates() : undefined;
  return { moneySavedCents: totalSavedIn(savedByCurrency, currency, table), plannedTrips: savedByCurrency.reduce((n, x) => n + x.trips, 0) };
}
