import "server-only";
import type { Db } from "@/server/db";

/**
 * Who contributed a price, when a shopper did (a shared receipt): a report by that same shopper is a
 * correction. The receipts-to-prices work (issue 25 item 1, the "contrib" helper) owns the table
 * that records it; until it lands on this branch no price has a contributor, so the default answers
 * null. Tests inject their own lookup through this interface — production code never stubs it.
 */
export interface ContributorLookup {
  contributorOf(db: Db, price: { priceId: number; source: string; storeId: string; productId: string }): Promise<string | null>;
}

export const noContributors: ContributorLookup = {
  async contributorOf() {
    return null;
  },
};
