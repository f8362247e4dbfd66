import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { logger } from "@/server/logger";
import { checkOutlier, OUTLIER_WINDOW_DAYS } from "./engine";
import { readOutlierWindow } from "./window";

export interface RecheckResult {
  checked: number;
  /** Observations newly held (withdrawn from `prices` and from current). */
  held: string[];
}

/** At most this many published receipt prices per run (oldest check first); the rest wait for the next night. */
const RECHECK_BATCH = 5_000;

/**
 * The nightly re-check (decision 047): every receipt price published in the last 180 days
 * is checked again against today's window (without itself). One that has become an outlier — the
 * market moved, or other prices arrived — is withdrawn: its `prices` row goes (the read API and
 * history never show a held price), and where it was the current price the newest remaining
 * price of that store and product becomes current again (or none). It is then held for moderation
 * with the reason. Prices an administrator approved are not re-held.
 */
export async function recheckPublishedReceiptPrices(db: Db, now = new Date()): Promise<RecheckResult> {
  const rows = (
    await db.execute<{ id: string; product_id: string; store_id: string; amount_cents: number; currency: string; price_id: number; country_code: string }>(sql`
      select o.id, o.product_id, o.store_id, o.amount_cents, o.currency, o.price_id, s.country_code
      from price_observations o join stores s on s.id = o.store_id
      where o.status = 'published' and o.price_id is not null
        and o.observed_at > ${now}::timestamptz - make_interval(days => ${OUTLIER_WINDOW_DAYS})
      order by o.observed_at, o.id limit ${RECHECK_BATCH}`)
  ).rows;
  const held: string[] = [];
  for (const r of rows) {
    const window = await readOutlierWindow(db, { productId: r.product_id, countryCode: r.country_code, currency: r.currency, until: now, excludePriceId: Number(r.price_id) });
    const verdict = checkOutlier(Number(r.amount_cents), window);
    if (!verdict.outlier) continue;
    const done = await db.transaction(async (tx) => {
      const claimed = await tx.execute(sql`
        update price_observations set status = 'held', reason = ${verdict.reason}, median_cents = ${verdict.medianCents}, window_count = ${verdict.windowCount},
          held_at = ${now}::timestamptz, price_id = null
        where id = ${r.id}::uuid and status = 'published' returning id`);
      if (!claimed.rows.length) return false;
      await withdrawPrice(tx, { priceId: Number(r.price_id), storeId: r.store_id, productId: r.product_id });
      return true;
    });
    if (done) held.push(r.id);
  }
  if (held.length) logger.info({ checked: rows.length, held: held.length }, "contributions: nightly re-check held receipt prices");
  return { checked: rows.length, held };
}

/**
 * Takes one receipt price out of `prices` and, when it was the current price, puts the newest
 * remaining observation of that store and product back as current (none left: no current price).
 * The store's price stamp moves so memoised offers recompute (as the scrape ingest's withdrawal does).
 */
async function withdrawPrice(tx: Db, p: { priceId: number; storeId: string; productId: string }): Promise<void> {
  const wasCurrent = await tx.execute(sql`delete from current_prices where store_id = ${p.storeId}::uuid and product_id = ${p.productId}::uuid and price_id = ${p.priceId} returning price_id`);
  await tx.execute(sql`delete from prices where id = ${p.priceId} and store_id = ${p.storeId}::uuid and source = 'receipt'`);
  if (!wasCurrent.rows.length) return;
  await tx.execute(sql`
    insert into current_prices (store_id, product_id, price_id, amount_cents, currency, unit_price_cents, on_special, observed_at, source)
    select store_id, product_id, id, amount_cents, currency, unit_price_cents, on_special, observed_at, source
    from prices where store_id = ${p.storeId}::uuid and product_id = ${p.productId}::uuid
    order by observed_at desc, id desc limit 1
    on conflict (store_id, product_id) do nothing`);
  await tx.execute(sql`insert into store_price_versions as v (store_id, version) values (${p.storeId}::uuid, nextval('prices_id_seq')) on conflict (store_id) do update set version = greatest(v.version, excluded.version)`);
}
