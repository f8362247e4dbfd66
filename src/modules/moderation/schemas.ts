import { z } from "zod";

/** Why a shopper says a shown price is wrong, in the order the report dialog lists them. */
export const REPORT_REASONS = ["wrong_price", "out_of_stock", "wrong_product", "promotion_ended", "store_closed", "duplicate", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  wrong_price: "Wrong price",
  out_of_stock: "Product out of stock",
  wrong_product: "Wrong product",
  promotion_ended: "Promotion ended",
  store_closed: "Store closed",
  duplicate: "Duplicate",
  other: "Other",
};

/** What an administrator decides for the open reports on one price. */
export const REPORT_OUTCOMES = ["price_corrected", "price_withdrawn", "report_rejected"] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

export const REPORT_OUTCOME_LABELS: Record<ReportOutcome, string> = {
  price_corrected: "Price corrected",
  price_withdrawn: "Price withdrawn",
  report_rejected: "Report rejected",
};

/** Different shoppers whose open reports put a price under review. */
export const REVIEW_THRESHOLD = 2;

export const REPORT_MESSAGES = {
  noteRequired: "Tell us what is wrong with this price.",
  noteTooLong: "Keep it under 500 characters.",
  reasonRequired: "Choose what is wrong with this price.",
  notFound: "This price is no longer shown. Refresh to see the current one.",
  thanks: "Thanks — we will check this price.",
  already: "You have already reported this price. We will check it.",
  correction: "Thanks — your correction takes this price out of plans until we check it.",
  rateLimited: "You have sent many reports in a short time. Please wait a while before reporting again.",
  resolved: "Reports resolved.",
  nothingOpen: "These reports are already resolved.",
} as const;

const uuid = z.uuid("Not found");

export const reportPriceSchema = z
  .object({
    storeId: uuid,
    productId: uuid,
    reason: z.enum(REPORT_REASONS, REPORT_MESSAGES.reasonRequired),
    note: z.string().trim().max(500, REPORT_MESSAGES.noteTooLong).optional().default(""),
  })
  .superRefine((v, ctx) => {
    if (v.reason === "other" && !v.note) ctx.addIssue({ code: "custom", path: ["note"], message: REPORT_MESSAGES.noteRequired });
  });
export type ReportPriceInput = z.input<typeof reportPriceSchema>;

export const resolveReportsSchema = z.object({
  /** The price whose open reports are resolved together. */
  priceId: z.coerce.number().int().positive("Not found"),
  outcome: z.enum(REPORT_OUTCOMES, "Choose an outcome."),
});
export type ResolveReportsInput = z.input<typeof resolveReportsSchema>;

export const reportQueueSchema = z.object({ status: z.enum(["open", "resolved"]).default("open") });
