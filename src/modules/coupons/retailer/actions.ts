"use server";
import { revalidatePath } from "next/cache";
import { defineAction } from "@/server/action";
import { couponIdSchema, couponUploadSchema } from "../schemas";
import { deleteCoupon, expireCouponEarly, payCouponFee, uploadCoupon } from "./mutations";

const roles: ["retailer", "admin"] = ["retailer", "admin"];

function refresh() {
  revalidatePath("/retailer", "layout");
  revalidatePath("/coupons");
}

export const uploadCouponAction = defineAction(
  couponUploadSchema,
  async (input, actor, { db }) => {
    const result = await uploadCoupon(db, actor, input);
    refresh();
    return { ok: true, result };
  },
  { roles, limit: "coupon_upload" },
);

export const payCouponFeeAction = defineAction(
  couponIdSchema,
  async ({ couponId }, actor, { db }) => {
    const result = await payCouponFee(db, actor, couponId);
    refresh();
    return { ok: true, result };
  },
  { roles, limit: "checkout" },
);

export const expireCouponAction = defineAction(
  couponIdSchema,
  async ({ couponId }, actor, { db }) => {
    await expireCouponEarly(db, actor, couponId);
    refresh();
    return { ok: true };
  },
  { roles, limit: "retailer_settings" },
);

export const deleteCouponAction = defineAction(
  couponIdSchema,
  async ({ couponId }, actor, { db }) => {
    await deleteCoupon(db, actor, couponId);
    refresh();
    return { ok: true };
  },
  { roles, limit: "retailer_settings" },
);
