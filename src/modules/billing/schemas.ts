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

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isoDay = (message: string) => z.string({ error: message }).regex(ISO_DAY, message).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), message);

/** Booking a placement: the client sends only placement, exclusivity and dates (decision 051); the server prices it. */
export const placementBookingSchema = z
  .object({
    placement: z.enum(["homepage", "category", "coupon"], { error: "Choose a banner placement" }),
    exclusive: z.boolean().optional().transform((v) => v === true),
    renewal: z.enum(["fixed", "monthly"], { error: "Choose an end date, or renew monthly." }),
    startDate: isoDay("Enter a date as YYYY-MM-DD."),
    endDate: z.union([isoDay("Enter a date as YYYY-MM-DD."), z.literal(""), z.null()]).optional().transform((v) => v || null),
  })
  .strict();

export const bookingIdSchema = z.object({ bookingId: z.uuid("Booking not found") }).strict();
