"use server";
import { revalidatePath } from "next/cache";
import { defineAction } from "@/server/action";
import { couponIdSchema } from "../schemas";
import { ALREADY_REDEEMED, redeemCoupon, saveCoupon, unsaveCoupon } from "./mutations";

/** Any signed-in account may keep and redeem coupons; the shopper is always the session's user. */
export const saveCouponAction = defineAction(
  couponIdSchema,
  async (input, actor, { db }) => {
    await saveCoupon(db, actor, input);
    revalidatePath("/coupons");
    return { ok: true, saved: true };
  },
  { limit: "coupon_save" },
);

export const unsaveCouponAction = defineAction(
  couponIdSchema,
  async (input, actor, { db }) => {
    await unsaveCoupon(db, actor, input);
    revalidatePath("/coupons");
    return { ok: true, saved: false };
  },
  { limit: "coupon_save" },
);

export const redeemCouponAction = defineAction(
  couponIdSchema,
  async (input, actor, { db }) => {
    const result = await redeemCoupon(db, actor, input);
    revalidatePath("/coupons");
    return { ok: true, ...result, message: result.alreadyRedeemed ? ALREADY_REDEEMED : "Show this code at the till." };
  },
  { limit: "coupon_redeem" },
);
