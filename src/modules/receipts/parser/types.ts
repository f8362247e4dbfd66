export interface ParsedItem {
  /** Assembled display name: "Brand cleaned name size". */
  name: string;
  /** Product words as printed, with codes, prices, brand and size removed. */
  cleanedName: string;
  brand: string | null;
  size: string | null;
  /** Whole units bought; weighed items count as 1. */
  quantity: number;
  /** Printed line total in currency units (2 dp), before any discount lines; null for name-only items. */
  price: number | null;
  unitPrice: number | null;
  /** Savings attached from discount lines below the item (≥ 0, currency units). */
  discount: number;
  rawLines: string[];
}

import type { ReceiptReconciliation } from "./reconcile";

export interface ParsedReceipt {
  items: ParsedItem[];
  printedTotal: number | null;
  /** Σ item prices − Σ discounts, currency units. */
  computedTotal: number;
  /** null when no printed total was found; otherwise reconciliation.status === "matches". */
  totalMatches: boolean | null;
  /** Σ lines against the printed subtotal / total, to the cent: receipt prices are published only when it matches. */
  reconciliation: ReceiptReconciliation;
  /** 0..1 — line certainty combined with total agreement. */
  confidence: number;
  warnings: string[];
}
