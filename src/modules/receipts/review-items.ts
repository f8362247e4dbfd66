import { QUANTITY_MAX, QUANTITY_MIN, validateItemName } from "@/modules/lists/shared";
import { parsePriceCents, PRICE_MESSAGE, type ReviewItem } from "./scan-state";

export const QUANTITY_MESSAGE = `Quantity must be a whole number from ${QUANTITY_MIN} to ${QUANTITY_MAX}.`;

export interface ReceiptItemSubmission {
  name: string;
  quantity: number;
  sourceText: string;
  matchedProductId?: string;
}

export type ReviewCheck =
  | { ok: true; items: ReceiptItemSubmission[] }
  | { ok: false; errors: Record<string, { name?: string; quantity?: string; price?: string }> };

const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, " ").toLowerCase() === b.trim().replace(/\s+/g, " ").toLowerCase();

export function parseQuantity(text: string): number | null {
  if (!/^\s*\d{1,3}\s*$/.test(text)) return null;
  const n = Number(text);
  return n >= QUANTITY_MIN && n <= QUANTITY_MAX ? n : null;
}

/**
 * Validates the shopper's edits with the list rules and builds what the server receives. A
 * catalogue match only travels with an unchanged name: after "Milk" became "Oat milk" the
 * matched dairy product would be wrong.
 */
export function checkReviewItems(items: readonly ReviewItem[]): ReviewCheck {
  const errors: Record<string, { name?: string; quantity?: string; price?: string }> = {};
  const out: ReceiptItemSubmission[] = [];
  for (const item of items) {
    const name = validateItemName(item.name);
    const quantity = parseQuantity(item.quantity);
    // A price left empty was not read; one typed in must be a price.
    const priceBad = item.price.trim() !== "" && parsePriceCents(item.price) === null;
    if (!name.ok || quantity === null || priceBad) {
      errors[item.key] = {
        ...(name.ok ? {} : { name: name.message }),
        ...(quantity === null ? { quantity: QUANTITY_MESSAGE } : {}),
        ...(priceBad ? { price: PRICE_MESSAGE } : {}),
      };
      continue;
    }
    out.push({
      name: name.value,
      quantity,
      sourceText: item.sourceText,
      ...(item.matchedProductId && sameName(name.value, item.suggestedName) ? { matchedProductId: item.matchedProductId } : {}),
    });
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, items: out };
}
