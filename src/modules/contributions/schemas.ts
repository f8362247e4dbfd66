import { z } from "zod";
import { safeText } from "@/lib/safe-text";

/** A long supermarket receipt has 60–80 lines. */
export const SHARED_LINES_MAX = 100;
/** Observations a shopper may contribute per rolling 24 hours (receipts are capped by the share_receipt limit). */
export const OBSERVATIONS_PER_DAY = 300;

export const sharedLineSchema = z.object({
  /** The catalogue product the shopper confirmed; null for unmatched lines (they still make up the receipt's hash). */
  productId: z.uuid().nullable(),
  quantity: z.number().int().min(1).max(999),
  /** Printed line total in cents, before discounts; null for name-only lines. */
  lineTotalCents: z.number().int().min(0).max(10_000_000).nullable(),
  discountCents: z.number().int().min(0).max(10_000_000).default(0),
  sourceText: safeText("Receipt line", { max: 300 }),
});

const cents = z.number().int().min(-10_000_000).max(10_000_000);

/**
 * The receipt's printed figures as the parser read them (SUBTOTAL, TOTAL, tax added, rounding, the
 * card payment): the server checks the lines against them itself (it never takes a "reconciled"
 * flag from the device).
 */
export const receiptTotalsSchema = z.object({
  subtotalCents: cents.nullable(),
  totalCents: cents.nullable(),
  taxAddedCents: cents.default(0),
  roundingCents: cents.default(0),
  paidByCardCents: cents.nullable().optional(),
});

export const shareReceiptSchema = z.object({
  storeId: z.uuid({ message: "Choose the store this receipt is from." }),
  /** The receipt's date, YYYY-MM-DD. */
  receiptDate: z.string().max(20),
  lines: z.array(sharedLineSchema).min(1).max(SHARED_LINES_MAX),
  totals: receiptTotalsSchema,
  /** Lines the shopper took off the list: they still count towards the printed total. */
  offList: z.array(z.object({ priceCents: z.number().int().min(0).max(10_000_000).nullable(), discountCents: z.number().int().min(0).max(10_000_000).default(0) })).max(SHARED_LINES_MAX).default([]),
});

export const heldDecisionSchema = z.object({ id: z.uuid() });
export const shareDefaultSchema = z.object({ share: z.boolean() });

export type SharedLine = z.infer<typeof sharedLineSchema>;
export type ShareReceiptInput = z.input<typeof shareReceiptSchema>;

export type LineOutcome =
  | { status: "published"; productId: string; amountCents: number }
  | { status: "held"; productId: string; amountCents: number; reason: string }
  | { status: "skipped"; productId: string | null; reason: string };

export interface ShareReceiptResult {
  proofId: string | null;
  published: number;
  held: number;
  /** Per submitted line, in order. */
  lines: LineOutcome[];
  /** Set when nothing was shared, e.g. the receipt did not reconcile. */
  notice: string | null;
}

export interface NearbyStoreOption {
  id: string;
  name: string;
  chain: string | null;
  suburb: string | null;
  distanceKm: number;
  currency: string;
}
