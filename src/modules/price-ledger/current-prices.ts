import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db";

/**
 * The store-price withdrawal (decision 038): a withdrawn price leaves current_prices (shoppers stop
 * seeing it there; its history stays) and the store's price stamp moves so memoised offers
 * recompute (the current-prices trigger moves it only for written prices). Used by a scrape run for
 * products a store no longer offers and by moderation for a price withdrawn after reports.
 * `onlyPriceId` withdraws only while that price is still the current one.
 */
export async function withdrawCurrentPrices(db: Db, storeId: string, productIds: string[], onlyPriceId?: number): Promise<number> {
  let removed = 0;
  for (let i = 0; i < productIds.length; i += 1000) {
    const ids = sql.join(productIds.slice(i, i + 1000).map((id) => sql`${id}::uuid`), sql`, `);
    const res = await db.execute(sql`delete from current_prices where store_id = ${storeId}::uuid and product_id in (${ids})
      ${onlyPriceId === undefined ? sql`` : sql`and price_id = ${onlyPriceId}`}`);
    removed += res.rowCount ?? 0;
  }
  if (removed) await moveStorePriceStamp(db, storeId);
  return removed;
}

/** Moves a store's price stamp past every price written so far: what its memoised offers were built on changed. */
export async function moveStorePriceStamp(db: Db, storeId: string): Promise<void> {
  await db.execute(sql`insert into store_price_versions as v (store_id, version) values (${storeId}::uuid, nextval('prices_id_seq'))
    on conflict (store_id) do update set version = greatest(v.version, excluded.version)`);
}

/**
 * When a current price (`cp`, a current_prices alias) was last seen (decision 057): a scrape price
 * counts as seen at its store's last complete scrape run when that is later than the row's own
 * observed_at — a run withdraws what it did not see, so every scrape price still current at the store
 * was in it. `confirmedAt` is that store's `store_scrape_confirmations.confirmed_at` (joined by the
 * caller, or null); other sources keep their own time. Every reader of a current price's observed_at
 * reads it through this.
 */
export function seenAtSql(cp: SQL, confirmedAt: SQL = sql`(select sc_.confirmed_at from store_scrape_confirmations sc_ where sc_.store_id = ${cp}.store_id)`): SQL {
  return sql`(case when ${cp}.source = 'scrape' then greatest(${cp}.observed_at, ${confirmedAt}) else ${cp}.observed_at end)`;
}

/** Records a complete scrape run of a store at `at` (never moves back: an older run arriving late confirms nothing newer). */
export async function confirmScrapeRun(db: Db, storeId: string, at: Date): Promise<void> {
  await db.execute(sql`insert into store_scrape_confirmations as c (store_id, confirmed_at) values (${storeId}::uuid, ${at.toISOString()}::timestamptz)
    on conflict (store_id) do update set confirmed_at = greatest(c.confirmed_at, excluded.confirmed_at)`);
}
