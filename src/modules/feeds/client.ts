/**
 * Retailer price feeds — what client components may use: the report's types (the dry-run report
 * screens render them). No components yet: the portal upload is not built (decision 034).
 */
export type { FeedReport, FeedRow, FeedFormat, FeedMoney, FeedSummary, Severity, Availability, Measure } from "./engine/types";
