import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { CurrencyCode } from "@/modules/currency/engine";

/**
 * The retailer's first approved, open store's currency, time zone and country (its oldest): a
 * retailer's money and dates follow it (billing's terms, decision 049). Null when it has none yet.
 * The retailer is one the caller already resolved (the session's, or one its own rows name).
 */
export async function getRetailerHomeRegion(db: Db, retailer: { id: string }): Promise<{ currency: CurrencyCode; timeZone: string; countryCode: string | null } | null> {
  const s = tables.stores;
  const [store] = await db
    .select({ currency: s.currency, timeZone: s.timeZone, countryCode: s.countryCode })
    .from(s)
    .where(and(eq(s.retailerId, retailer.id), eq(s.listingStatus, "approved"), isNull(s.closedAt)))
    .orderBy(asc(s.createdAt))
    .limit(1);
  return store ?? null;
}
