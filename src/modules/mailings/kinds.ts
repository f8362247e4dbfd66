import { z } from "zod";

/**
 * The kinds of e-mail a person can switch off, each stored as one email_preferences flag. Retailer
 * and shopper accounts share the table (an account is one or the other), so two kinds may share a
 * flag: billing reminders and price drops (price_drops), performance reports and savings summaries
 * (shopping_summaries) — as the spec's storage names already did for the retailer settings.
 */
export const MAIL_CATEGORIES = {
  price_drops: { column: "priceDrops", label: "Price-drop digest", hint: "One e-mail a day when items you watch get cheaper (or dearer, if you ask for rises under Price alerts)" },
  savings_summary: { column: "shoppingSummaries", label: "Weekly savings summary", hint: "What your shopping trips saved last week" },
  list_invitations: { column: "listInvitations", label: "Shared-list invitations", hint: "When someone shares a shopping list with you" },
  coupon_confirmations: { column: "receipts", label: "Coupon confirmations", hint: "When a coupon goes live and when it is about to expire" },
  billing_reminders: { column: "priceDrops", label: "Billing reminders", hint: "Upcoming renewals and failed payments" },
  marketing: { column: "marketing", label: "Marketing emails", hint: "News and offers from Cartwise" },
  performance_reports: { column: "shoppingSummaries", label: "Performance reports", hint: "A weekly summary of your coupons and banners" },
} as const;
export type MailCategory = keyof typeof MAIL_CATEGORIES;
export type PreferenceColumn = (typeof MAIL_CATEGORIES)[MailCategory]["column"];
export const MAIL_CATEGORY_KEYS = Object.keys(MAIL_CATEGORIES) as MailCategory[];

/** Each flag's value when a person never changed it (mirrors the column defaults). */
export const PREFERENCE_DEFAULTS: Record<PreferenceColumn, boolean> = { receipts: true, priceDrops: true, marketing: false, shoppingSummaries: true, listInvitations: true };

/** The shopper's e-mail preferences in Profile. */
export const SHOPPER_MAIL_CATEGORIES = ["price_drops", "savings_summary", "list_invitations", "marketing"] as const satisfies readonly MailCategory[];
export type ShopperMailCategory = (typeof SHOPPER_MAIL_CATEGORIES)[number];
export type ShopperEmailPreferences = Record<ShopperMailCategory, boolean>;

export const shopperEmailPreferenceSchema = z.object({
  category: z.enum(SHOPPER_MAIL_CATEGORIES, { error: "Unknown preference" }),
  value: z.boolean({ error: "Choose on or off" }),
});

export const UNSUBSCRIBE_MESSAGES = {
  invalid: "This unsubscribe link is not valid. Open your e-mail preferences to change what we send you.",
  done: (label: string) => `You're unsubscribed from ${label.toLowerCase()}. You won't get these e-mails any more; nothing else changes.`,
  confirm: (label: string) => `Unsubscribe from ${label.toLowerCase()}?`,
} as const;
