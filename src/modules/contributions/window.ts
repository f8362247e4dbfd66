import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { OUTLIER_WINDOW_DAYS, type WindowPrice } from "./engine";

/**
 * The outlier check's window: every price in `prices` for the product, at stores of the same
 * region (country) in the same currency, observed in the 180 days up to `until` — any source.
 * `excludePriceId` leaves a published price out of its own re-check.
 */
export async function readOutlierWindow(
  db: Db,
  q: { productId: string; countryCode: string; currency: string; until: Date; excludePriceId?: number | null },
): Promise<WindowPrice[]> {
  const res = await db.execute<{ amount_cents: number; store_id: string }>(sql`
    select p.amount_cents, p.store_id from prices p join stores s on s.id = p.store_id
    where p.product_id = ${q.productId}::uuid and s.country_code = ${q.countryCode} and p.currency = ${q.currency}::currency_code
      and p.observed_at > ${q.until}::timestamptz - make_interval(days => ${OUTLIER_WINDOW_DAYS}) and p.observed_at <= ${q.until}::timestamptz
      ${q.excludePriceId != null ? sql`and p.id <> ${q.excludePriceId}` : sql``}`);
  return res.rows.map((r) => ({ amountCents: Number(r.amount_cents), storeId: r.store_id }));
}
