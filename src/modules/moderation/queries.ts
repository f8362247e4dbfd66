import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { uuidArray } from "@/server/db/sql-arrays";
import { AppError } from "@/server/errors";
import { isCurrentPriceSql } from "@/modules/price-ledger";
import { productNameSql } from "@/modules/catalog";
import { shownNameSql } from "@/modules/users/shared";
import { storeNameSql } from "@/modules/stores";
import type { CurrencyCode } from "@/modules/currency/engine";
import type { PriceSourceKind } from "./engine";
import type { ReportOutcome, ReportReason } from "./schemas";

export interface QueueReport {
  id: string;
  reason: ReportReason;
  note: string | null;
  isCorrection: boolean;
  reporter: string;
  createdAt: string;
  outcome: ReportOutcome | null;
  resolvedBy: string | null;
  resolvedAt: string | null;
}

/** The reports on one price, as the moderation queue shows them. */
export interface QueuePrice {
  priceId: number;
  storeId: string;
  storeName: string;
  productId: string;
  productName: string;
  amountCents: number;
  currency: CurrencyCode;
  source: PriceSourceKind;
  observedAt: string;
  /** Still the store's current price (a newer observation may have replaced it since). */
  stillCurrent: boolean;
  underReview: boolean;
  reporters: number;
  reports: QueueReport[];
}

type Row = {
  id: string; price_id: string | number; store_id: string; store_name: string; product_id: string; product_name: string; amount_cents: number; currency: CurrencyCode;
  source: PriceSourceKind; observed_at: string | Date; reason: ReportReason; note: string | null; is_correction: boolean; reporter: string; created_at: string | Date;
  outcome: ReportOutcome | null; resolved_by: string | null; resolved_at: string | Date | null; still_current: boolean; under_review: boolean;
};

const iso = (d: string | Date) => new Date(d).toISOString();

/**
 * Administrators only: the open reports (oldest price first), or the resolved ones (newest
 * resolution first, at most 100 prices), grouped by the price they were made on.
 */
export async function listPriceReports(db: Db, actor: Pick<Actor, "role">, input: { status: "open" | "resolved" }): Promise<QueuePrice[]> {
  if (actor.role !== "admin") throw new AppError("NOT_FOUND", "Not found");
  const res = await db.execute<Row>(sql`
    with chosen as (
      select price_id, ${input.status === "open" ? sql`min(created_at)` : sql`max(resolved_at)`} as at
      from price_reports where status = ${input.status}
      group by price_id
      order by at ${input.status === "open" ? sql`asc` : sql`desc`}
      limit 100
    )
    select r.id, r.price_id, r.store_id, ${storeNameSql(sql`r.store_id`)} as store_name, r.product_id, ${productNameSql(sql`r.product_id`)} as product_name, r.amount_cents, r.currency, r.source, r.observed_at,
           r.reason, r.note, r.is_correction, ${shownNameSql(sql`r.reporter_id`)} as reporter, r.created_at, r.outcome,
           ${shownNameSql(sql`r.resolved_by`)} as resolved_by, r.resolved_at,
           ${isCurrentPriceSql(sql`r.store_id`, sql`r.product_id`, sql`r.price_id`)} as still_current,
           exists (select 1 from prices_under_review h
                   where h.store_id = r.store_id and h.product_id = r.product_id and h.price_id = r.price_id
                     and ${isCurrentPriceSql(sql`h.store_id`, sql`h.product_id`, sql`h.price_id`)}) as under_review
    from chosen c
    join price_reports r on r.price_id = c.price_id and r.status = ${input.status}
    order by c.at ${input.status === "open" ? sql`asc` : sql`desc`}, r.price_id, r.created_at`);
  const groups = new Map<number, QueuePrice>();
  for (const r of res.rows) {
    const priceId = Number(r.price_id);
    let g = groups.get(priceId);
    if (!g) {
      g = {
        priceId, storeId: r.store_id, storeName: r.store_name, productId: r.product_id, productName: r.product_name, amountCents: Number(r.amount_cents), currency: r.currency,
        source: r.source, observedAt: iso(r.observed_at), stillCurrent: Boolean(r.still_current), underReview: Boolean(r.under_review), reporters: 0, reports: [],
      };
      groups.set(priceId, g);
    }
    g.reports.push({
      id: r.id, reason: r.reason, note: r.note, isCorrection: Boolean(r.is_correction), reporter: r.reporter, createdAt: iso(r.created_at),
      outcome: r.outcome, resolvedBy: r.resolved_by, resolvedAt: r.resolved_at ? iso(r.resolved_at) : null,
    });
  }
  for (const g of groups.values()) g.reporters = new Set(g.reports.map((r) => r.reporter)).size;
  return [...groups.values()];
}

/** Count of prices with open reports (the admin's badge and the queue's heading). */
export async function countOpenReports(db: Db): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`select count(distinct price_id)::int as n from price_reports where status = 'open'`);
  return Number(res.rows[0]?.n ?? 0);
}

/** Of these (store, product) pairs, the ones whose current price is under review, as "storeId/productId" keys. */
export async function underReviewKeys(db: Db, pairs: { storeId: string; productId: string }[]): Promise<Set<string>> {
  if (!pairs.length) return new Set();
  const res = await db.execute<{ store_id: string; product_id: string }>(sql`
    select h.store_id, h.product_id
    from prices_under_review h
    join unnest(${uuidArray(pairs.map((p) => p.storeId))}, ${uuidArray(pairs.map((p) => p.productId))}) as q(store_id, product_id)
      on q.store_id = h.store_id and q.product_id = h.product_id
    where ${isCurrentPriceSql(sql`h.store_id`, sql`h.product_id`, sql`h.price_id`)}`);
  return new Set(res.rows.map((r) => reviewKey(r.store_id, r.product_id)));
}

export const reviewKey = (storeId: string, productId: string) => `${storeId}/${productId}`;
