export { validateFeed, summarise } from "./validate-feed";
export { readFeed, detectFormat, detectDelimiter } from "./read-feed";
export { checkGtin } from "./gtin";
export { parseMeasure } from "./measure";
export { parseAvailability } from "./availability";
export { parsePrice, currencyDecimals, isKnownCurrency } from "./money";
export { parseSaleWindow, zonedTimeToUtc, isValidTimeZone } from "./sale-dates";
export { FeedReadError } from "./types";
export type * from "./types";
