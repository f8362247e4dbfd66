import "server-only";
import { sql, type SQL } from "drizzle-orm";

/**
 * SQL, for a `cross join lateral`: the price of product `productId` at store `storeId` in effect at
 * `dayEnd` (its newest observation before then), as `amount_cents` — one row when that price counts
 * as seen in the `freshDays` before `dayEnd`, none otherwise. Receipt savings compare a receipt's
 * basket with other stores' prices that day through it (decision 054).
 *
 * A scrape run no longer writes a price it sees unchanged (decision 057): a scrape price also
 * counts when the store's runs kept seeing it into that window — it is still the current price and
 * the store's last complete run falls after the window opened, or a later scrape row for it was
 * written after that day.
 */
export function priceInEffectAtDayEndSql(args: { storeId: SQL; productId: SQL; dayEnd: SQL; freshDays: number }): SQL {
  const { storeId, productId, dayEnd, freshDays } = args;
  return sql`(
    select x_.amount_cents from (
      select pr.id, pr.amount_cents, pr.observed_at, pr.source from prices pr
      where pr.store_id = ${storeId} and pr.product_id = ${productId} and pr.observed_at < ${dayEnd}
      order by pr.observed_at desc limit 1
    ) x_
    where x_.observed_at >= ${dayEnd} - make_interval(days => ${freshDays})
       or (x_.source = 'scrape' and (
            exists (select 1 from prices nx where nx.store_id = ${storeId} and nx.product_id = ${productId} and nx.source = 'scrape' and nx.observed_at >= ${dayEnd})
            or exists (select 1 from current_prices cp join store_scrape_confirmations sc on sc.store_id = cp.store_id
                       where cp.store_id = ${storeId} and cp.product_id = ${productId} and cp.price_id = x_.id
                         and sc.confirmed_at >= ${dayEnd} - make_interval(days => ${freshDays}))))
  )`;
}
