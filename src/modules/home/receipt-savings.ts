import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { EARTH_RADIUS_KM, STORE_SEARCH_RADIUS_KM } from "@/modules/stores/shared";
import type { CurrencyCode } from "@/modules/currency/engine";
import { shopperVisibleStoresSql, storePlacesSql } from "@/modules/stores/shared";
import { countedReceiptLinesSql, sharedReceiptProofsSql } from "@/modules/contributions";
import { priceInEffectAtDayEndSql } from "@/modules/price-ledger";
import type { Actor } from "@/server/auth/session";

/**
 * A price at another store "that day" is its newest observation up to the end of the receipt's day
 * (in the receipt store's zone) and no older than this: the scrape freshness limit (decision 046),
 * the shortest that applies to every source a comparison store may have.
 */
export const RECEIPT_COMPARE_FRESH_DAYS = 14;

/** What one shared receipt saved (decision 054: how a saving is counted). */
export interface ReceiptSaving {
  proofId: string;
  storeName: string;
  receiptDate: string;
  createdAt: string;
  currency: CurrencyCode;
  /** The receipt's counted lines: one pack of each product, at the price printed on it. */
  lineCount: number;
  paidCents: number;
  /** The same basket at the cheapest other store in range that priced every line that day; null when none did. */
  baselineCents: number | null;
  comparedWith: string | null;
  /** baseline − paid, floored at 0; 0 without a baseline. */
  savedCents: number;
}

type Row = {
  proof_id: string; store_name: string; receipt_date: string; created_at: string | Date; currency: CurrencyCode;
  line_count: number | string; paid_cents: number | string; baseline_cents: number | string | null; compared_with: string | null;
};

/**
 * The actor's shared receipts and what each saved, computed here from stored data only: the
 * published (or approved) lines of the receipt — what was paid, per pack — against the same
 * products' prices that day at every other shopper-visible store of the same currency within the
 * search radius of the receipt's store. The baseline is the cheapest such store that priced every
 * line (a store missing one cannot be said to be dearer for the basket). Held or rejected lines
 * are not counted on either side.
 */
export async function getReceiptSavings(db: Db, actor: Pick<Actor, "userId">, limit?: number): Promise<ReceiptSaving[]> {
  const res = await db.execute<Row>(sql`
    with proofs as materialized (
      select rp.id, rp.store_id, rp.receipt_date::text as receipt_date, rp.created_at, rp.currency, s.name as store_name, s.latitude, s.longitude,
             ((rp.receipt_date + 1)::timestamp at time zone s.time_zone) as day_end
      from ${sharedReceiptProofsSql(actor)} rp join ${storePlacesSql()} s on s.id = rp.store_id
      order by rp.created_at desc, rp.id desc
      ${limit ? sql`limit ${limit}` : sql``}
    ),
    lines as materialized (
      select o.proof_id, o.product_id, o.amount_cents
      from ${countedReceiptLinesSql()} o join proofs p on p.id = o.proof_id
    ),
    paid as (select proof_id, count(*)::int as line_count, sum(amount_cents)::bigint as paid_cents from lines group by proof_id),
    others as materialized (
      select p.id as proof_id, p.day_end, s.id as store_id, s.name
      from proofs p join ${shopperVisibleStoresSql()} s on s.id <> p.store_id and s.currency = p.currency
        and s.latitude between p.latitude - ${STORE_SEARCH_RADIUS_KM / 111}::float8 and p.latitude + ${STORE_SEARCH_RADIUS_KM / 111}::float8
        and 2 * ${EARTH_RADIUS_KM}::float8 * asin(sqrt(power(sin(radians(s.latitude - p.latitude) / 2), 2)
            + cos(radians(p.latitude)) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - p.longitude) / 2), 2))) <= ${STORE_SEARCH_RADIUS_KM}::float8
    ),
    baskets as (
      select o.proof_id, o.store_id, o.name, count(*)::int as priced, sum(x.amount_cents)::bigint as cost
      from others o join lines l on l.proof_id = o.proof_id
      -- The price in effect at the end of that day, when it was seen in the 14 days before (the ledger's rule).
      cross join lateral ${priceInEffectAtDayEndSql({ storeId: sql`o.store_id`, productId: sql`l.product_id`, dayEnd: sql`o.day_end`, freshDays: RECEIPT_COMPARE_FRESH_DAYS })} x
      group by o.proof_id, o.store_id, o.name
    )
    select p.id as proof_id, p.store_name, p.receipt_date, p.created_at, p.currency, pd.line_count, pd.paid_cents,
           best.cost as baseline_cents, best.name as compared_with
    from proofs p join paid pd on pd.proof_id = p.id
    left join lateral (
      select b.cost, b.name from baskets b where b.proof_id = p.id and b.priced = pd.line_count order by b.cost, b.store_id limit 1
    ) best on true
    order by p.created_at desc, p.id desc`);
  return res.rows.map((r) => {
    const paid = Number(r.paid_cents);
    const baseline = r.baseline_cents === null ? null : Number(r.baseline_cents);
    return {
      proofId: r.proof_id, storeName: r.store_name, currency: r.currency,
      receiptDate: r.receipt_date.slice(0, 10),
      createdAt: new Date(r.created_at).toISOString(),
      lineCount: Number(r.line_count), paidCents: paid, baselineCents: baseline, comparedWith: r.compared_with,
      savedCents: baseline === null ? 0 : Math.max(0, baseline - paid),
    };
  });
}
