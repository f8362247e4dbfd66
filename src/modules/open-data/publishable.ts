import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { priceIdUnderReviewSql } from "@/modules/moderation";
import { retailerSharesOpenDataSql } from "@/modules/retailers";
import { approvedStoreSql } from "@/modules/stores";

/**
 * THE rule of what Cartwise may publish (decision 044), used by the API, the export and
 * nothing else re-states it: prices shoppers shared from receipts, and retailer-feed prices at
 * stores whose retailer switched "share my prices as open data" on; never scraped rows, never
 * seed/demo rows; only at approved store listings; never a price under review. Every status
 * filter belongs here, in this one place.
 *
 * `alias` is the SQL alias of the `prices` row (or any row with `source` and `store_id`). The
 * literal `source in ('receipt', 'retailer')` matches the partial index prices_open_time_idx.
 */
export function publishablePriceWhere(alias: "p" | "cp" = "p"): SQL {
  const p = sql.identifier(alias);
  const priceId = alias === "p" ? sql`${p}.id` : sql`${p}.price_id`;
  // A price two shoppers reported is not published while it is under review (decision 046).
  // The store must be an approved listing; a feed price, of a retailer that shares open data.
  return sql`(${p}.source in ('receipt', 'retailer')
    and not ${priceIdUnderReviewSql(priceId)}
    and ${approvedStoreSql(sql`${p}.store_id`, (retailerId) => sql`(${p}.source = 'receipt' or (${p}.source = 'retailer' and ${retailerSharesOpenDataSql(retailerId)}))`)})`;
}
