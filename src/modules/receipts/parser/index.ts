export { parseReceipt, MAX_INPUT_CHARS, MAX_LINES } from "./parse-receipt";
export { toListItemName } from "./list-item-name";
export { scoreItems, itemsMatch, nameTokens, type ExpectedItem, type ItemScore, type ScoredItem } from "./score-items";
export { KNOWN_BRANDS, BRAND_ALIASES } from "./brands";
export { RECEIPT_ABBREVIATIONS } from "./abbreviations";
export type { ParsedItem, ParsedReceipt } from "./types";
export {
  reconcileLines, goodsTotalTargets, linesSumCents, toCents, NO_TOTALS,
  type ReceiptReconciliation, type ReconciliationStatus, type ReceiptTotals, type ReconcilableLine, type PrintedFigure,
} from "./reconcile";
