import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import { type RetailerRef } from "@/modules/retailers/shared";

/*
 * A retailer's stores as its price feeds see them (decision 059: stores owns the stores table):
 * their codes for local inventory feeds, currency, zone and whether a feed may publish to them.
 */

const s = tables.stores;

export interface RetailerFeedStore {
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

/** The retailer's stores, oldest first. */
export async function listRetailerFeedStores(db: Db, retailer: RetailerRef): Promise<RetailerFeedStore[]> {
  const rows = await db
    .select({ id: s.id, name: s.name, storeCode: s.storeCode, currency: s.currency, countryCode: s.countryCode, timeZone: s.timeZone, storeType: s.storeType, listingStatus: s.listingStatus, closedAt: s.closedAt })
    .from(s)
    .where(eq(s.retailerId, retailer.id))
    .orderBy(asc(s.createdAt), asc(s.id));
  return rows.map((row) => ({
    id: row.id, name: row.name, storeCode: row.storeCode, currency: row.currency, countryCode: row.countryCode, timeZone: row.timeZone, storeType: row.storeType,
    publishable: row.listingStatus === "approved" && row.closedAt === null,
  }));
}

/**
 * Every store of the retailer gets a code for local inventory feeds: the next free `store-N`
 * (migration 0020 gave existing stores theirs; locations added since get one here).
 */
export async function ensureStoreCodes(db: Db, retailer: RetailerRef): Promise<void> {
  const missing = await db.select({ id: s.id }).from(s).where(and(eq(s.retailerId, retailer.id), isNull(s.storeCode))).orderBy(asc(s.createdAt), asc(s.id));
  if (!missing.length) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${retailer.id}::text, 4401))`);
    const taken = await tx.select({ code: s.storeCode }).from(s).where(eq(s.retailerId, retailer.id));
    const used = new Set(taken.map((t) => t.code).filter(Boolean));
    let n = 1;
    for (const { id } of missing) {
      while (used.has(`store-${n}`)) n++;
      used.add(`store-${n}`);
      await tx.update(s).set({ storeCode: `store-${n}` }).where(and(eq(s.id, id), isNull(s.storeCode)));
    }
  });
}
