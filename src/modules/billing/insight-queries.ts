import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { CurrencyCode } from "@/modules/currency/engine";
import { type RetailerRef } from "@/modules/retailers/shared";

/*
 * One retailer's payments as its portal figures need them (decision 059: only billing names
 * retailer_payments and placement_bookings); retailer-insights composes these.
 */

/**
 * Money the retailer actually paid (settled payments; demo no-charge records are left out) since
 * each instant, per currency it was shown in: USD cents charged and the shown amount.
 */
export async function paidSpendSince(db: Db, retailer: RetailerRef, since: Date[]): Promise<Array<Array<{ currency: string; usdCents: number; shownCents: number }>>> {
  const cols = since.map((s, i) => sql`coalesce(sum(amount_cents) filter (where coalesce(paid_at, created_at) >= ${s}), 0)::int as ${sql.identifier(`spend_${i}`)},
    coalesce(sum(display_amount_cents) filter (where coalesce(paid_at, created_at) >= ${s}), 0)::int as ${sql.identifier(`shown_${i}`)}`);
  const res = await db.execute<Record<string, number | string>>(sql`
    select display_currency::text as currency, ${sql.join(cols, sql`, `)} from retailer_payments
    where retailer_id = ${retailer.id} and status = 'paid' and is_demo_no_charge = false
    group by display_currency`);
  return since.map((_, i) => res.rows.map((row) => ({ currency: String(row.currency), usdCents: Number(row[`spend_${i}`] ?? 0), shownCents: Number(row[`shown_${i}`] ?? 0) })));
}

export interface RecentPayment { id: string; at: Date; description: string; cents: number; displayCents: number; displayCurrency: CurrencyCode; demo: boolean }

/** The retailer's latest paid (or no-charge) payments, newest first (the dashboard's activity). */
export async function listRecentPayments(db: Db, retailer: RetailerRef, limit: number): Promise<RecentPayment[]> {
  const p = tables.retailerPayments;
  return db
    .select({ id: p.id, at: sql<Date>`coalesce(${p.paidAt}, ${p.createdAt})`.mapWith((v: string | Date) => new Date(v)), description: p.description, cents: p.amountCents, displayCents: p.displayAmountCents, displayCurrency: p.displayCurrency, demo: p.isDemoNoCharge })
    .from(p)
    .where(and(eq(p.retailerId, retailer.id), inArray(p.status, ["paid", "no_charge"])))
    .orderBy(desc(sql`coalesce(${p.paidAt}, ${p.createdAt})`))
    .limit(limit);
}

export type FunnelPaymentRow = { day: string; kind: string; coupon_id: string | null; placement: string | null; display_currency: string; cents: number; display_cents: number; n: number };

/** The retailer's paid payments since `since` per UTC day, kind, coupon and placement; a placement payment counts against its booking's placement. */
export async function funnelPaymentRows(db: Db, retailer: RetailerRef, since: Date): Promise<FunnelPaymentRow[]> {
  const res = await db.execute<FunnelPaymentRow>(sql`
      select to_char((coalesce(p.paid_at, p.created_at) at time zone 'UTC')::date, 'YYYY-MM-DD') as day, p.kind, p.coupon_id, pb.placement::text as placement,
        p.display_currency::text as display_currency, sum(p.amount_cents)::int as cents, sum(p.display_amount_cents)::int as display_cents, count(*)::int as n
      from retailer_payments p
        left join placement_bookings pb on pb.id = p.placement_booking_id and pb.retailer_id = p.retailer_id
      where p.retailer_id = ${retailer.id} and p.status = 'paid' and p.is_demo_no_charge = false and coalesce(p.paid_at, p.created_at) >= ${since}
      group by 1, 2, 3, 4, 5
      order by 1, 2`);
  return res.rows;
}
