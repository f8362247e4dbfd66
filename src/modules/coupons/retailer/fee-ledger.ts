import "server-only";
import { and, eq } from "drizzle-orm";
import { tables, type Db, type DbTx } from "@/server/db";
import { type CouponFeeLedger } from "@/modules/billing/shared";

/*
 * A coupon's fee status, written by the coupons module (its table, decision 059) at billing's
 * call: billing settles the payment and runs these inside its own transaction, so the payment row
 * and the coupon change together or not at all. Billing cannot import coupons (coupons imports
 * billing), so coupons' upload action and the Stripe webhook route hand this ledger to billing.
 */
const c = tables.coupons;

async function findOwnCoupon(db: Db, retailer: { id: string }, couponId: string) {
  const [coupon] = await db
    .select({ id: c.id, title: c.title, feeStatus: c.feeStatus })
    .from(c)
    .where(and(eq(c.id, couponId), eq(c.retailerId, retailer.id)))
    .limit(1);
  return coupon ?? null;
}

async function waiveFee(tx: DbTx, coupon: { id: string }): Promise<boolean> {
  const waived = await tx
    .update(c)
    .set({ feeStatus: "waived" })
    .where(and(eq(c.id, coupon.id), eq(c.feeStatus, "awaiting_payment")))
    .returning({ id: c.id });
  return waived.length > 0;
}

async function markFeePaid(tx: DbTx, coupon: { id: string; retailerId: string }): Promise<void> {
  await tx
    .update(c)
    .set({ feeStatus: "paid" })
    .where(and(eq(c.id, coupon.id), eq(c.retailerId, coupon.retailerId), eq(c.feeStatus, "awaiting_payment")));
}

export const couponFeeLedger: CouponFeeLedger = { findOwnCoupon, waiveFee, markFeePaid };
