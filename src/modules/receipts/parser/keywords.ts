/** Vocabulary that decides whether a line is a summary, a discount or a product. */

/** Spec: lines starting with these words are not items. */
export const SPEC_SKIP_WORDS: readonly string[] = [
  "TOTAL", "SUBTOTAL", "TAX", "GST", "CHANGE", "CASH", "CARD", "EFTPOS", "RECEIPT", "STORE",
  "DATE", "TIME", "ABN", "ACN", "ADDRESS", "PHONE",
];
export const SPEC_SKIP_PHRASES: readonly string[][] = [["THANK", "YOU"], ["WELCOME"], ["VISIT", "US"]];

/**
 * Words that, right after a skip word, mark the line as summary ("TOTAL DUE",
 * "CARD VISA") rather than a product that happens to start with it ("TIME OUT BAR").
 */
export const SUMMARY_CONTINUATIONS: ReadonlySet<string> = new Set([
  "DUE", "PAID", "AMOUNT", "AMT", "INCL", "INCLUDED", "INCLUSIVE", "INC", "NO", "NUMBER", "NBR", "NUM",
  "TENDERED", "TENDER", "TEND", "SAVINGS", "SAVING", "SAVED", "ITEMS", "ITEM", "QTY", "NZD", "AUD", "USD",
  "DEBIT", "CREDIT", "CHEQUE", "VISA", "MASTERCARD", "MC", "AMEX", "TYPE", "ACCT", "ACCOUNT", "INVOICE",
  "REG", "ID", "PAYMENT", "PURCHASE", "SALE", "SALES", "TOTAL", "SUBTOTAL", "TAX", "TAXES", "GST", "HST",
  "VAT", "EXEMPT", "RATE", "CHANGE", "ROUNDING", "BALANCE", "CARD", "CASH", "EFTPOS", "COPY", "CUSTOMER",
  "MERCHANT", "APPROVED", "DECLINED", "ACCEPTED", "PAYABLE", "DISCOUNT", "DISCOUNTS", "COUPON", "COUPONS",
  "POINTS", "MANAGER", "HOURS", "OPEN", "DETAILS", "SUMMARY", "REFERENCE", "REF", "GIVEN", "OF", "IS", "FOR",
  "TO", "AT", "ON", "IN", "US", "NUMBERS", "CONTACTLESS", "CHIP", "TAP", "SWIPE", "PIN", "VERIFIED",
]);
/** Per-keyword extras kept out of the shared list ("CASH OUT" but "TIME OUT BAR"). */
export const KEYWORD_CONTINUATIONS: Readonly<Record<string, readonly string[]>> = {
  CASH: ["OUT", "BACK", "REGISTER"],
  CHANGE: ["GIVEN"],
  STORE: ["HOURS", "PHONE", "ADDRESS", "LOCATION"],
};

export type SummaryRole = "total" | "subtotal" | "tax" | "tax-included" | "rounding" | "payment" | "cash" | "count" | "other";

/** Leading phrases (beyond the spec) that only ever start summary, payment or loyalty lines. */
export const SUMMARY_PHRASES: ReadonlyArray<{ words: string[]; role: SummaryRole }> = [
  { words: ["GRAND", "TOTAL"], role: "total" },
  { words: ["BALANCE"], role: "total" },
  { words: ["AMOUNT", "DUE"], role: "total" },
  { words: ["AMT", "DUE"], role: "total" },
  { words: ["TOTAL", "DUE"], role: "total" },
  { words: ["SUB", "TOTAL"], role: "subtotal" },
  { words: ["SALES", "TAX"], role: "tax" },
  { words: ["TOTAL", "SAVINGS"], role: "other" },
  { words: ["TOTAL", "SAVED"], role: "other" },
  { words: ["TOTAL", "DISCOUNT"], role: "other" },
  { words: ["TOTAL", "DISCOUNTS"], role: "other" },
  { words: ["TOTAL", "COUPONS"], role: "other" },
  { words: ["TOTAL", "ITEMS"], role: "count" },
  { words: ["TOTAL", "NUMBER"], role: "count" },
  { words: ["TOTAL", "TAX"], role: "tax" },
  { words: ["TOTAL", "GST"], role: "tax-included" },
  { words: ["SAVINGS", "THIS"], role: "other" },
  { words: ["SAVINGS", "TOTAL"], role: "other" },
  { words: ["YOUR", "SAVINGS"], role: "other" },
  { words: ["YOUR", "CARD", "SAVINGS"], role: "other" },
  { words: ["YOUR", "TOTAL", "SAVINGS"], role: "other" },
  { words: ["YOU", "SAVED"], role: "other" },
  { words: ["TODAYS", "SAVINGS"], role: "other" },
  { words: ["TODAY", "YOU"], role: "other" },
  { words: ["ITEMS", "SOLD"], role: "count" },
  { words: ["ITEMS"], role: "count" },
  { words: ["ITEM", "COUNT"], role: "count" },
  { words: ["NUMBER", "OF", "ITEMS"], role: "count" },
  { words: ["NO", "OF", "ITEMS"], role: "count" },
  { words: ["PURCHASE"], role: "payment" },
  { words: ["ROUNDING"], role: "rounding" },
  { words: ["ROUND"], role: "rounding" },
  { words: ["VISA"], role: "payment" },
  { words: ["MASTERCARD"], role: "payment" },
  { words: ["MASTER", "CARD"], role: "payment" },
  { words: ["AMEX"], role: "payment" },
  { words: ["DEBIT"], role: "payment" },
  { words: ["CREDIT"], role: "payment" },
  { words: ["TEND"], role: "payment" },
  { words: ["TENDERED"], role: "payment" },
  { words: ["AMOUNT", "TENDERED"], role: "payment" },
  { words: ["PAYMENT"], role: "payment" },
  { words: ["PAID"], role: "payment" },
  { words: ["APPROVED"], role: "other" },
  { words: ["DECLINED"], role: "other" },
  { words: ["AUTH"], role: "other" },
  { words: ["ACCT"], role: "other" },
  { words: ["ACCOUNT"], role: "other" },
  { words: ["AID"], role: "other" },
  { words: ["TERMINAL"], role: "other" },
  { words: ["MERCHANT"], role: "other" },
  { words: ["CUSTOMER", "COPY"], role: "other" },
  { words: ["TRANS"], role: "other" },
  { words: ["TRANSACTION"], role: "other" },
  { words: ["TAX", "INVOICE"], role: "other" },
  { words: ["INVOICE"], role: "other" },
  { words: ["OPERATOR"], role: "other" },
  { words: ["CASHIER"], role: "other" },
  { words: ["REGISTER"], role: "other" },
  { words: ["LANE"], role: "other" },
  { words: ["TILL"], role: "other" },
  { words: ["POINTS"], role: "other" },
  { words: ["LOYALTY"], role: "other" },
  { words: ["FLYBUYS"], role: "other" },
  { words: ["EVERYDAY", "REWARDS"], role: "other" },
  { words: ["REWARDS"], role: "other" },
  { words: ["ONECARD"], role: "other" },
  { words: ["CLUBCARD"], role: "other" },
  { words: ["MEMBER"], role: "other" },
  { words: ["HST"], role: "tax" },
  { words: ["VAT"], role: "tax" },
  { words: ["PH"], role: "other" },
  { words: ["TEL"], role: "other" },
  { words: ["FAX"], role: "other" },
  { words: ["NZBN"], role: "other" },
  { words: ["HOURS"], role: "other" },
];

/** Words that make an amount a saving attached to the item above. */
export const DISCOUNT_WORDS: ReadonlySet<string> = new Set([
  "SAVING", "SAVINGS", "SAVE", "SAVED", "DISCOUNT", "DISC", "DSC", "PROMO", "PROMOTION", "COUPON", "CPN",
  "MARKDOWN", "MKDN", "REDUCTION", "TPD", "VOUCHER",
]);
/** Multi-word savings labels whose words alone are ordinary ("REDUCED FAT MILK"). */
export const DISCOUNT_PHRASES: readonly string[][] = [["PRICE", "REDUCED"], ["MEMBER", "PRICE"], ["CLUB", "DEAL"], ["CLUB", "PRICE"], ["MULTI", "BUY"], ["MULTIBUY"], ["INSTANT", "SAVINGS"]];

/** Loyalty-scheme lines stay summaries unless they carry one of these words. */
export const LOYALTY_DISCOUNT_WORDS: ReadonlySet<string> = new Set([
  "SAVING", "SAVINGS", "SAVE", "SAVED", "DISCOUNT", "DISC", "PRICE", "DEAL", "OFFER", "SPECIAL", "PROMO",
]);

/** Lines that carry a price but only annotate the item above ("Regular price 4.99"). */
export const ANNOTATION_PHRASES: readonly string[][] = [
  ["REGULAR", "PRICE"], ["REG", "PRICE"], ["ORIGINAL", "PRICE"], ["NORMAL", "PRICE"], ["WAS"],
  ["YOU", "PAY"], ["PRICE", "YOU", "PAY"], ["UNIT", "PRICE"], ["NOW"],
];

/** Department headings some chains print between item groups. */
export const CATEGORY_HEADINGS: ReadonlySet<string> = new Set([
  "GROCERY", "GROCERIES", "PRODUCE", "FRESH PRODUCE", "DAIRY", "DELI", "MEAT", "MEAT SEAFOOD", "SEAFOOD",
  "BAKERY", "FROZEN", "FROZEN FOOD", "FROZEN FOODS", "REFRIGERATED", "CHILLED", "GENERAL MERCHANDISE",
  "HEALTH BEAUTY", "HEALTH AND BEAUTY", "HOUSEHOLD", "BEVERAGES", "DRINKS", "PANTRY", "FRUIT VEG",
  "FRUIT AND VEG", "FRUIT VEGETABLES", "LIQUOR", "PET", "PETS", "BABY", "SNACKS", "CONFECTIONERY", "HBA",
  "NATURAL FOODS", "FLORAL", "BULK", "PERSONAL CARE", "CLEANING", "BREAKFAST", "DRY GOODS",
]);
