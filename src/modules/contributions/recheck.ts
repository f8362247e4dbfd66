import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { logger } from "@/server/logger";
import { withdrawReceiptPrice } from "@/modules/price-ledger";
import { storeCountrySql } from "@/modules/stores";
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
      select o.id, o.product_id, o.store_id, o.amount_cents, o.currency, o.price_id, ${storeCountrySql(sql`o.store_id`)} as country_code
      from price_observations o
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
      await withdrawReceiptPrice(tx, { priceId: Number(r.price_id), storeId: r.store_id, productId: r.product_id });
      return true;
    });
    if (done) held.push(r.id);
  }
  if (held.length) logger.info({ checked: rows.length, held: held.length }, "contributions: nightly re-check held receipt prices");
  return { checked: rows.length, held };
}
