import "server-only";
import { sql, type SQL } from "drizzle-orm";

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
  return sql`(${p}.source in ('receipt', 'retailer')
    and not exists (select 1 from prices_under_review ur where ur.price_id = ${priceId})
    and exists (
    select 1 from stores ods left join retailers odr on odr.id = ods.retailer_id
    where ods.id = ${p}.store_id and ods.listing_status = 'approved'
      and (${p}.source = 'receipt' or (${p}.source = 'retailer' and coalesce(odr.open_data_prices, false)))))`;
}
