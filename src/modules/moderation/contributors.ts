import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { tables, type Db } from "@/server/db";

/**
 * Who contributed a price, when a shopper did (a shared receipt): a report by that same shopper is a
 * correction. The receipt's observation (contributions module, price_observations) records the
 * `prices` row it became while published or approved.
 */
export interface ContributorLookup {
  contributorOf(db: Db, price: { priceId: number; source: string; storeId: string; productId: string }): Promise<string | null>;
}

/** The shopper whose shared receipt became this price, if any. */
export const receiptContributors: ContributorLookup = {
  async contributorOf(db, price) {
    if (price.source !== "receipt") return null;
    const o = tables.priceObservations;
    const [row] = await db
      .select({ userId: o.userId })
      .from(o)
      .where(and(eq(o.priceId, price.priceId), eq(o.storeId, price.storeId), eq(o.productId, price.productId), inArray(o.status, ["published", "approved"])))
      .limit(1);
    return row?.userId ?? null;
  },
};
