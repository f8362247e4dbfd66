/** Retailer price feeds (Google Merchant Center format): the server API other modules use. */
export { validateFeed, FeedReadError, isKnownCurrency, isValidTimeZone } from "./engine";
export type { FeedReport, FeedRow, FeedFormat, FeedKind, FeedOptions, FeedMoney } from "./engine";
