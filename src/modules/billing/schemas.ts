import { z } from "zod";

const INVALID_TIER = "Invalid subscription tier";

/** create-checkout body: only premium is sold (basic is free); case-insensitive as the spec's plan names. */
export const checkoutSchema = z
  .object({ tier: z.string({ error: INVALID_TIER }).trim().toLowerCase().pipe(z.literal("premium", { error: INVALID_TIER })) })
  .strict();

export const couponFeePaymentSchema = z
  .object({
    couponId: z.string().uuid(),
    /** Where Checkout returns to; a path inside the retailer portal only. */
    returnPath: z.string().regex(/^\/retailer\/[A-Za-z0-9/_-]*$/).max(100).optional(),
  })
  .strict();

export const emptySchema = z.object({}).strict();
