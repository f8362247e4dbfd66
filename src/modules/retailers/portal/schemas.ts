import { z } from "zod";
import { checkedText } from "@/lib/safe-text";
import { ADDRESS, BUSINESS_NAME } from "@/modules/retailers/auth/schemas";

// Every text through the shared check (src/lib/safe-text) before the field's own rules.
const trimmed = (label: string, { min, max }: { min: number; max: number }) =>
  checkedText(
    label,
    z.string().trim().min(1, `${label} is required`).min(min, `${label} must be at least ${min} characters`).max(max, `${label} must be ${max} characters or fewer`),
    { typeMessage: `${label} is required` },
  );

/** Settings → account: store name and business address, trimmed; the contact e-mail is not editable. */
export const accountSchema = z.object({
  name: trimmed("Store name", BUSINESS_NAME),
  address: trimmed("Business address", ADDRESS),
});
export type AccountInput = z.input<typeof accountSchema>;

/**
 * The four notification toggles. UI labels differ from the stored flags (spec §3):
 * coupon confirmations → receipts, billing reminders → price_drops, marketing → marketing,
 * performance reports → shopping_summaries.
 */
export const EMAIL_PREFERENCES = [
  { key: "couponConfirmations", column: "receipts", label: "Coupon confirmations", hint: "When a coupon goes live and 3 days before it ends" },
  { key: "billingReminders", column: "priceDrops", label: "Billing reminders", hint: "3 days before a renewal, and when a payment fails" },
  { key: "marketing", column: "marketing", label: "Marketing emails", hint: "News and offers from Cartwise" },
  { key: "performanceReports", column: "shoppingSummaries", label: "Performance reports", hint: "A weekly summary of your coupons and banners" },
] as const;
export type EmailPreferenceKey = (typeof EMAIL_PREFERENCES)[number]["key"];
export type EmailPreferences = Record<EmailPreferenceKey, boolean>;

export const emailPreferenceSchema = z.object({
  key: z.enum(EMAIL_PREFERENCES.map((p) => p.key) as [EmailPreferenceKey, ...EmailPreferenceKey[]], { error: "Unknown preference" }),
  value: z.boolean({ error: "Choose on or off" }),
});
