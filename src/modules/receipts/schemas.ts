import { z } from "zod";
import { safeText } from "@/lib/safe-text";
import { QUANTITY_MAX, QUANTITY_MIN } from "@/modules/lists/shared";
import { LOCAL_DATE_MAX } from "./list-name";

/** A long supermarket receipt has 60–80 lines; anything past this is not a receipt. */
export const RECEIPT_ITEMS_MAX = 100;
export const SOURCE_TEXT_MAX = 300;
/** Checked in the browser before the image is decoded (spec: "Image too large"). */
export const RECEIPT_IMAGE_MAX_BYTES = 15 * 1024 * 1024;

// Names stay loose here: the list rules (validateItemName) run in the mutation with the spec's
// texts, exactly as for items typed by hand.
const text = safeText("Item name");

export const receiptItemInputSchema = z.object({
  name: text,
  quantity: z.number().int().min(QUANTITY_MIN).max(QUANTITY_MAX),
  sourceText: safeText("Receipt line", { max: SOURCE_TEXT_MAX }),
  matchedProductId: z.uuid().optional(),
});

export const addReceiptItemsSchema = z.object({
  items: z.array(receiptItemInputSchema).min(1).max(RECEIPT_ITEMS_MAX),
  localDate: safeText("Date", { max: LOCAL_DATE_MAX + 20 }),
  /** Idempotency key: a double-clicked Add creates one list. */
  clientRequestId: z.uuid().optional(),
});

/** One parsed receipt line as the browser's parser produced it; only item text leaves the device. */
export const parsedLineSchema = z.object({
  name: safeText("Item name", { max: SOURCE_TEXT_MAX }),
  cleanedName: safeText("Item name", { max: SOURCE_TEXT_MAX }),
  brand: safeText("Brand", { max: 100 }).nullable(),
  size: safeText("Size", { max: 40 }).nullable(),
  quantity: z.number().int().min(QUANTITY_MIN).max(QUANTITY_MAX),
  sourceText: safeText("Receipt line", { max: SOURCE_TEXT_MAX }),
});

export const matchReceiptItemsSchema = z.object({ items: z.array(parsedLineSchema).max(RECEIPT_ITEMS_MAX) });

export type ReceiptItemInput = z.infer<typeof receiptItemInputSchema>;
export type AddReceiptItemsInput = z.infer<typeof addReceiptItemsSchema>;
export type ParsedLineInput = z.infer<typeof parsedLineSchema>;
export type MatchReceiptItemsInput = z.infer<typeof matchReceiptItemsSchema>;

/** What the matcher proposes for one receipt line. */
export interface MatchedReceiptItem {
  name: string;
  quantity: number;
  sourceText: string;
  matchedProductId: string | null;
  matchedProductName: string | null;
}
