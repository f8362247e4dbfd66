import { z } from "zod";
import { checkedText } from "@/lib/safe-text";

/** Coupon upload limits (database column sizes). */
export const COUPON_LIMITS = { title: 100, discountValue: 50, description: 500 } as const;

/** Furthest expiry a retailer may pick, in days from today. */
export const COUPON_MAX_DAYS_AHEAD = 730;

const DAY_MS = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Earliest acceptable expiry date. The browser disables days before the retailer's local today;
 * the server accepts the earliest "today" anywhere on Earth (UTC-12), so a retailer west of UTC
 * is never refused a date their own calendar offers, and yesterday is refused everywhere.
 */
export function earliestExpiryDate(now = new Date()): string {
  return isoDate(new Date(now.getTime() - 12 * 3_600_000));
}

export function latestExpiryDate(now = new Date()): string {
  return isoDate(new Date(now.getTime() + COUPON_MAX_DAYS_AHEAD * DAY_MS));
}

// Every text through the shared check (src/lib/safe-text) before the field's own rules.
const requiredText = (label: string, max: number) =>
  checkedText(label, z.string().trim().min(1, `${label} is required`).max(max, `${label} must be ${max} characters or fewer`), { typeMessage: `${label} is required` });

/** The coupon upload form. status and fee_status are not fields: the server decides them. */
export const couponUploadSchema = z.object({
  title: requiredText("Title", COUPON_LIMITS.title),
  discountValue: requiredText("Discount value", COUPON_LIMITS.discountValue),
  expiryDate: z
    .string({ error: "Expiry date is required" })
    .trim()
    .min(1, "Expiry date is required")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Expiry date must be a date (yyyy-MM-dd)")
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && isoDate(new Date(`${v}T00:00:00Z`)) === v, "Expiry date must be a real date")
    .refine((v) => v >= earliestExpiryDate(), "Expiry date cannot be in the past")
    .refine((v) => v <= latestExpiryDate(), `Expiry date must be within ${COUPON_MAX_DAYS_AHEAD / 365} years`),
  description: checkedText("Description", z.string().trim().max(COUPON_LIMITS.description, `Description must be ${COUPON_LIMITS.description} characters or fewer`))
    .optional()
    .transform((v) => (v ? v : null)),
});
export type CouponUploadInput = z.input<typeof couponUploadSchema>;

/** An id a client names; ownership is checked by the data layer (someone else's coupon is "not found"). */
export const couponIdSchema = z.object({ couponId: z.uuid("Coupon not found") });
