import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import { insertEventsInTransaction } from "@/modules/analytics";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { recordAnalyticsEvent } from "@/modules/analytics";
import { existingCouponIdSql } from "../existing-id-sql";
import { findVisibleCoupon } from "./queries";
import { newRedemptionCode } from "./engine/redemption-code";
import type { RedeemResult } from "./types";

const { savedCoupons, couponRedemptions } = tables;

export const COUPON_NOT_FOUND = "Coupon not found";
export const ALREADY_REDEEMED = "You have already redeemed this coupon.";

async function visibleOrThrow(db: Db, couponId: string, now: Date) {
  const coupon = await findVisibleCoupon(db, couponId, now);
  // Unknown, malformed, expired, or awaiting its fee: all the same "not found" to a shopper.
  if (!coupon) throw new AppError("NOT_FOUND", COUPON_NOT_FOUND);
  return coupon;
}

/** Saves a coupon to the actor's list (idempotent). Counts one coupon_save per shopper and coupon. */
export async function saveCoupon(db: Db, actor: Actor, input: { couponId: string }, now = new Date()): Promise<{ saved: true }> {
  const coupon = await visibleOrThrow(db, input.couponId, now);
  const inserted = await db
    .insert(savedCoupons)
    .values({ userId: actor.userId, couponId: coupon.id, savedAt: now })
    .onConflictDoNothing()
    .returning({ couponId: savedCoupons.couponId });
  if (inserted.length) recordAnalyticsEvent({ eventType: "coupon_save", userId: actor.userId, retailerId: coupon.retailerId, couponId: coupon.id, existingCouponId: existingCouponIdSql, createdAt: now });
  return { saved: true };
}

/** Removes one of the actor's own saves; a coupon they never saved is "not found". */
export async function unsaveCoupon(db: Db, actor: Actor, input: { couponId: string }): Promise<{ saved: false }> {
  const deleted = await db
    .delete(savedCoupons)
    .where(and(eq(savedCoupons.userId, actor.userId), sql`${savedCoupons.couponId}::text = ${input.couponId}`))
    .returning({ couponId: savedCoupons.couponId });
  if (!deleted.length) throw new AppError("NOT_FOUND", COUPON_NOT_FOUND);
  return { saved: false };
}

const isUniqueViolation = (e: unknown, constraint: string) => {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const inner = err?.cause ?? err;
  return inner?.code === "23505" && inner?.constraint === constraint;
};

/**
 * Redeems a visible coupon once per shopper. The unique (coupon, user) index makes it exact under
 * concurrency: the first insert wins, every other attempt finds that row and answers
 * alreadyRedeemed with the same code. The analytics event is written in the same transaction as
 * the redemption (not buffered), so the retailer's count always equals the redemptions.
 */
export async function redeemCoupon(db: Db, actor: Actor, input: { couponId: string }, now = new Date()): Promise<RedeemResult> {
  const coupon = await visibleOrThrow(db, input.couponId, now);
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const code = newRedemptionCode();
        const [created] = await tx
          .insert(couponRedemptions)
          .values({ couponId: coupon.id, userId: actor.userId, code, redeemedAt: now })
          .onConflictDoNothing({ target: [couponRedemptions.couponId, couponRedemptions.userId] })
          .returning({ code: couponRedemptions.code, redeemedAt: couponRedemptions.redeemedAt });
        if (created) {
          await insertEventsInTransaction(tx, [{ eventType: "coupon_redemption", userId: actor.userId, retailerId: coupon.retailerId, couponId: coupon.id, createdAt: now }]);
          return { code: created.code ?? code, redeemedAt: created.redeemedAt.toISOString(), alreadyRedeemed: false };
        }
        // Redeemed before: hand back the same code (a row from before codes existed gets one now).
        const where = and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.userId, actor.userId));
        await tx.update(couponRedemptions).set({ code }).where(and(where, isNull(couponRedemptions.code)));
        const [existing] = await tx.select({ code: couponRedemptions.code, redeemedAt: couponRedemptions.redeemedAt }).from(couponRedemptions).where(where).limit(1);
        return { code: existing.code ?? code, redeemedAt: existing.redeemedAt.toISOString(), alreadyRedeemed: true };
      });
    } catch (e) {
      // A code already taken by another redemption: draw again (49 bits; practically never).
      if (attempt < 3 && isUniqueViolation(e, "coupon_redemptions_code_uq")) continue;
      throw e;
    }
  }
}
