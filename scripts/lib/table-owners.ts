/**
 * The module that owns each table in src/server/db/schema (decision 059): only it names the table
 * in code; other modules call its queries and commands. Read by tests/unit/table-owners.test.ts and
 * `npm run modules:report`.
 */
export const TABLE_OWNERS: Record<string, string> = {
  ads: "ads", aisleOverrides: "lists", aisleTicks: "lists", analyticsDroppedEvents: "analytics", analyticsEvents: "analytics",
  apiKeys: "open-data", appliedListEdits: "lists", billingCustomers: "billing", contributionSettings: "contributions",
  couponRedemptions: "coupons", coupons: "coupons", currentPrices: "price-ledger", emailPreferences: "mailings", emailTokens: "users",
  exchangeRates: "currency", feedItemProducts: "feeds", feedProductReviews: "feeds", feedRunRows: "feeds", feedRuns: "feeds", feedSources: "feeds",
  invoiceCounters: "billing", mailSuppressions: "mailings", notifications: "alerts", paymentWebhookEvents: "billing", placementBookings: "billing",
  policyViews: "policies", priceAlertSettings: "alerts", priceObservations: "contributions", priceReports: "moderation", priceWatches: "alerts",
  prices: "price-ledger", pricesUnderReview: "moderation", productNameMemory: "pricing", products: "catalog", profiles: "users",
  rateLimitHits: "security", receiptProofs: "contributions", retailerActivity: "retailers", retailerPayments: "billing", retailers: "retailers",
  savedCoupons: "coupons", scrapeErrors: "scraping", scrapeLogs: "scraping", scrapeRunChanges: "scraping", scrapingSchedules: "scraping",
  securityEvents: "security", sentMail: "mailings", shoppingListInvites: "lists", shoppingListItemExclusions: "lists", shoppingListItems: "lists",
  shoppingListMembers: "lists", shoppingLists: "lists", shoppingTrips: "pricing", storePriceVersions: "price-ledger",
  storeScrapeConfirmations: "price-ledger", stores: "stores", subscriptionCheckouts: "billing", subscriptions: "billing",
  uploadedFiles: "ads", users: "users",
};
