/** Retailer price feeds: limits and the messages retailers read (decision 034). */
export const FEED_MAX_BYTES = 10 * 1024 * 1024;

export const FEED_MESSAGES = {
  empty: "The file is empty. Upload your product feed (TSV, CSV, XML or JSON).",
  tooLarge: "The feed is larger than 10 MB. Split it, or upload the product feed without images and descriptions.",
  notText: "This file is not a text feed (TSV, CSV, XML or JSON). Export your feed as text, not as a spreadsheet or PDF.",
  notDraft: "This feed was already published or discarded.",
  belowFloor: "This feed has fewer than 80% of the valid rows of your last published feed. Confirm that the smaller feed is intended to publish it; until then your previous prices keep serving.",
  noStores: "You have no approved store to publish to. Add a location and wait for an administrator's approval.",
  nothingHeld: "No held price changes to confirm.",
} as const;

export const FEED_OUTCOME_LABELS: Record<string, string> = {
  new: "New price",
  changed: "Changed",
  unchanged: "Unchanged",
  held: "Held (over 50%)",
  withdrawn: "Out of stock",
  skipped: "Not published",
  error: "Error",
};
