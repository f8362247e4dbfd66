/** User-facing receipt texts, word for word from the shopper spec (sections 5 and 8). */
export const RECEIPT_MESSAGES = {
  dialogTitle: "Scan Receipt",
  notAnImage: "Please select an image file (JPG, PNG, etc.)",
  network: "Network issue detected. Please check your connection and try again.",
  tooLarge: "Image too large. Try a smaller image or crop to show just the receipt.",
  unreadable: "We couldn't read that receipt — try a clearer photo or better lighting.",
  multipleAttempts: "Multiple attempts failed. Try a different photo with better lighting and clear text.",
  noItemsTitle: "No items found",
  initFailedTitle: "OCR Initialization Failed",
  initFailed: "Failed to initialize OCR engine",
  imageLoadFailed: "Failed to load image",
  noCanvas: "Could not get canvas context",
  addFailed: "Failed to process receipt items. Please try again.",
  rateLimitTitle: "Too many requests",
  rateLimited: "Please wait before scanning another receipt.",
  errorTitle: "Error",
  scanFailedTitle: "Scan failed",
  signInToScan: "Please sign in to scan receipts.",
} as const;

/** The review's check of the receipt's lines against its printed total (decision 048). */
export const RECONCILE_MESSAGES = {
  matches: (figure: string, amount: string) => `Prices check out: the items add up to the receipt's ${figure}, ${amount}.`,
  differsTitle: "The prices don't add up",
  differs: (sum: string, figure: string, printed: string, gap: string) =>
    `The items add up to ${sum}, but the receipt's ${figure} is ${printed} (${gap}). Check each price against your receipt and fix any that were misread.`,
  short: (amount: string) => `${amount} short`,
  over: (amount: string) => `${amount} over`,
  confirm: "The receipt is right as read. Add the items anyway; its prices won't be shared.",
  confirmNeeded: "Fix the prices or confirm the receipt as read before adding.",
  noTotal: "No total was found on this receipt, so its prices can't be checked and won't be shared.",
} as const;
