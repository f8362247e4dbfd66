import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { logger } from "@/server/logger";
import { startCouponFeePayment } from "@/modules/billing";
import { recordActivity, requireRetailerProfile } from "@/modules/retailers";
import type { couponUploadSchema } from "../schemas";
import { couponFeeLedger } from "./fee-ledger";
import type { z } from "zod";

export type CouponUploadResult = { couponId: string; status: "live" } | { couponId: string; status: "awaiting_payment"; checkoutUrl: string } | { couponId: string; status: "payment_unavailable"; message: string };

const UPLOAD_RETURN_PATH = "/retailer/dashboard";

/**
 * Inserts the coupon for the session's retailer (status available, fee awaiting payment — neither is
 * a form field), then asks billing to settle the fee: a demo account's goes live at once; others get
 * a checkout address. Until billing marks the fee paid the coupon is never shown to shoppers.
 */
export async function uploadCoupon(db: Db, actor: Actor, input: z.output<typeof couponUploadSchema>): Promise<CouponUploadResult> {
  const retailer = await requireRetailerProfile(db, actor);
  const c = tables.coupons;
  const [row] = await db
    .insert(c)
    .values({ retailerId: retailer.id, title: input.title, description: input.description, discountValue: input.discountValue, expiryDate: input.expiryDate })
    .returning({ id: c.id });
  return { couponId: row.id, ...(await settleFee(db, actor, row.id)) };
}

/** Starts (or resumes) payment of an own coupon's upload fee. */
export async function payCouponFee(db: Db, actor: Actor, couponId: string): Promise<CouponUploadResult> {
  await requireRetailerProfile(db, actor);
  return { couponId, ...(await settleFee(db, actor, couponId)) };
}

async function settleFee(db: Db, actor: Actor, couponId: string) {
  try {
    return await startCouponFeePayment(db, actor, { couponId, returnPath: UPLOAD_RETURN_PATH }, couponFeeLedger);
  } catch (e) {
    if (e instanceof AppError && e.code === "NOT_FOUND") throw e;
    // Payments are off or the provider failed: the coupon is saved and waits for its fee.
    const message = e instanceof AppError ? e.safeMessage : "Payment could not be started. Your coupon is saved and will go live once its fee is paid.";
    if (!(e instanceof AppError)) logger.error({ err: e }, "coupons: starting the upload-fee payment failed");
    return { status: "payment_unavailable" as const, message };
  }
}

/** Ends an own coupon now (status expired). Someone else's coupon: not found, nothing changes. */
export async function expireCouponEarly(db: Db, actor: Actor, couponId: string, now = new Date()): Promise<void> {
  const retailer = await requireRetailerProfile(db, actor);
  const c = tables.coupons;
  await db.transaction(async (tx) => {
    const [row] = await tx.update(c).set({ status: "expired", endedAt: sql`coalesce(${c.endedAt}, ${now.toISOString()}::timestamptz)` }).where(and(eq(c.id, couponId), eq(c.retailerId, retailer.id))).returning({ title: c.title });
    if (!row) throw new AppError("NOT_FOUND", "Coupon not found");
    await recordActivity(tx, retailer, "coupon_expired", `Coupon expired early: ${row.title}`);
  });
}

/** Deletes an own coupon (its saves and redemptions go with it; payment records keep their history). */
export async function deleteCoupon(db: Db, actor: Actor, couponId: string): Promise<void> {
  const retailer = await requireRetailerProfile(db, actor);
  const c = tables.coupons;
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(c).where(and(eq(c.id, couponId), eq(c.retailerId, retailer.id))).returning({ title: c.title });
    if (!row) throw new AppError("NOT_FOUND", "Coupon not found");
    await recordActivity(tx, retailer, "coupon_deleted", `Coupon deleted: ${row.title}`);
  });
}
