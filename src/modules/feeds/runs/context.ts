import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";

export interface FeedStore {
  id: string;
  name: string;
  storeCode: string | null;
  currency: string;
  countryCode: string;
  timeZone: string;
  storeType: string;
  /** Approved and open: the only stores a feed publishes to. */
  publishable: boolean;
}

export interface RetailerFeedContext {
  retailerId: string;
  retailerName: string;
  stores: FeedStore[];
  /** The currency and time zone rows are read in: those of most of the retailer's publishable stores. */
  currency: string | null;
  timeZone: string | null;
}

function mostCommon(values: string[]): string | null {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | null = null;
  for (const [v, n] of counts) if (best === null || n > counts.get(best)!) best = v;
  return best;
}

/** The session's retailer (or "not found"), its stores, and the currency and zone its feeds are read in. */
export async function retailerFeedContext(db: Db, actor: Pick<Actor, "userId">): Promise<RetailerFeedContext> {
  const r = tables.retailers;
  const [retailer] = await db.select({ id: r.id, name: r.name }).from(r).where(eq(r.userId, actor.userId));
  if (!retailer) throw new AppError("NOT_FOUND", "Set up your retailer profile first.");
  return contextOfRetailer(db, retailer.id, retailer.name);
}

export async function contextOfRetailer(db: Db, retailerId: string, retailerName: string): Promise<RetailerFeedContext> {
  const s = tables.stores;
  const rows = await db
    .select({ id: s.id, name: s.name, storeCode: s.storeCode, currency: s.currency, countryCode: s.countryCode, timeZone: s.timeZone, storeType: s.storeType, listingStatus: s.listingStatus, closedAt: s.closedAt })
    .from(s)
    .where(eq(s.retailerId, retailerId))
    .orderBy(asc(s.createdAt), asc(s.id));
  const stores: FeedStore[] = rows.map((row) => ({
    id: row.id, name: row.name, storeCode: row.storeCode, currency: row.currency, countryCode: row.countryCode, timeZone: row.timeZone, storeType: row.storeType,
    publishable: row.listingStatus === "approved" && row.closedAt === null,
  }));
  const open = stores.filter((x) => x.publishable);
  const basis = open.length ? open : stores;
  return { retailerId, retailerName, stores, currency: mostCommon(basis.map((x) => x.currency)), timeZone: mostCommon(basis.map((x) => x.timeZone)) };
}

/**
 * Every store of the retailer gets a code for local inventory feeds: the next free `store-N`
 * (migration 0020 gave existing stores theirs; locations added since get one here).
 */
export async function ensureStoreCodes(db: Db, retailerId: string): Promise<void> {
  const s = tables.stores;
  const missing = await db.select({ id: s.id }).from(s).where(and(eq(s.retailerId, retailerId), isNull(s.storeCode))).orderBy(asc(s.createdAt), asc(s.id));
  if (!missing.length) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${retailerId}::text, 4401))`);
    const taken = await tx.select({ code: s.storeCode }).from(s).where(eq(s.retailerId, retailerId));
    const used = new Set(taken.map((t) => t.code).filter(Boolean));
    let n = 1;
    for (const { id } of missing) {
      while (used.has(`store-${n}`)) n++;
      used.add(`store-${n}`);
      await tx.update(s).set({ storeCode: `store-${n}` }).where(and(eq(s.id, id), isNull(s.storeCode)));
    }
  });
}
