import "server-only";
import type { Db } from "@/server/db";
import { receiptContributorOf } from "@/modules/contributions";

/**
 * Who contributed a price, when a shopper did (a shared receipt): a report by that same shopper is a
 * correction. The receipt's observation (contributions module, price_observations) records the
 * `prices` row it became while published or approved; contributions answers.
 */
export interface ContributorLookup {
  contributorOf(db: Db, price: { priceId: number; source: string; storeId: string; productId: string }): Promise<string | null>;
}

/** The shopper whose shared receipt became this price, if any. */
export const receiptContributors: ContributorLookup = {
  async contributorOf(db, price) {
    if (price.source !== "receipt") return null;
    return receiptContributorOf(db, { priceId: price.priceId, storeId: price.storeId, productId: price.productId });
  },
};
