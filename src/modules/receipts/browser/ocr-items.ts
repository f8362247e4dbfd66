import type { ParsedItem } from "../parser/types";
import { SOURCE_TEXT_MAX } from "../schemas";

export interface ReceiptOcrItem {
  name: string;
  cleanedName: string;
  quantity: number;
  price: number | null;
  /** Savings printed under the line (currency units, ≥ 0). */
  discount: number;
  brand: string | null;
  size: string | null;
  /** The receipt lines the item was read from. */
  sourceText: string;
}

/** "ONIONS BROWN KG / 0.378 kg @ $2.99/kg 1.13": the item's receipt lines, spacing collapsed. */
export function sourceTextOf(item: Pick<ParsedItem, "rawLines" | "name">): string {
  const text = item.rawLines.map((l) => l.replace(/\s+/g, " ").trim()).filter(Boolean).join(" / ");
  return (text || item.name).slice(0, SOURCE_TEXT_MAX);
}

/** Parsed items as the dialog uses them: whole quantities within the list limits (weighed items count 1). */
export function toOcrItems(items: readonly ParsedItem[]): ReceiptOcrItem[] {
  return items.map((item) => ({
    name: item.name,
    cleanedName: item.cleanedName,
    quantity: Math.max(1, Math.min(999, Math.round(item.quantity) || 1)),
    price: item.price,
    discount: item.discount,
    brand: item.brand,
    size: item.size,
    sourceText: sourceTextOf(item),
  }));
}
