import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { CurrencyCode } from "@/modules/currency/engine";
import type { BookablePlacement } from "./shared";

/*
 * Billing's rows as the scheduled e-mails need them (decision 059: only billing names
 * retailer_payments, placement_bookings and subscriptions); the mail job adds the retailer's contact.
 */

export interface FailedPayment { id: string; kind: string; placement: BookablePlacement | null; amountCents: number; displayAmountCents: number; displayCurrency: CurrencyCode; createdAt: string; retailerId: string }

/** Failed Premium renewals and failed renewals of a (still existing) placement booking, recorded since `since`. */
export async function listFailedPaymentsSince(db: Db, since: Date): Promise<FailedPayment[]> {
  const res = await db.execute<{ id: string; kind: string; placement: BookablePlacement | null; amount_cents: number; display_amount_cents: number; display_currency: CurrencyCode; created_at: string; retailer_id: string }>(sql`
    select p.id, p.kind, pb.placement::text as placement, p.amount_cents, p.display_amount_cents, p.display_currency, p.created_at::text, p.retailer_id
    from retailer_payments p
      left join placement_bookings pb on pb.id = p.placement_booking_id and pb.retailer_id = p.retailer_id
    where (p.kind = 'subscription' or (p.kind = 'placement' and pb.id is not null)) and p.status = 'failed'
      and p.created_at >= ${since.toISOString()}::timestamptz`);
  return res.rows.map((r) => ({ id: r.id, kind: r.kind, placement: r.placement, amountCents: Number(r.amount_cents), displayAmountCents: Number(r.display_amount_cents), displayCurrency: r.display_currency, createdAt: r.created_at, retailerId: r.retailer_id }));
}

/** Retailer subscriptions (active or trialing, not cancelling) whose period ends after `from` and by `to`. */
export async function listSubscriptionsRenewingBetween(db: Db, from: Date, to: Date): Promise<Array<{ id: string; periodEnd: string; retailerId: string }>> {
  const res = await db.execute<{ id: string; period_end: string; retailer_id: string }>(sql`
    select s.id, s.current_period_end::text as period_end, s.retailer_id
    from subscriptions s
    where s.retailer_id is not null and s.status in ('active', 'trialing') and not s.cancel_at_period_end
      and s.current_period_end > ${from.toISOString()}::timestamptz
      and s.current_period_end <= ${to.toISOString()}::timestamptz`);
  return res.rows.map((r) => ({ id: r.id, periodEnd: r.period_end, retailerId: r.retailer_id }));
}
