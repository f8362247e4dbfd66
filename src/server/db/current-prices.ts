import { sql } from "drizzle-orm";
import type { Db } from "./client";

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
