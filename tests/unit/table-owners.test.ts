import { describe, expect, it } from "vitest";
import { schemaTables, sourceFiles, sqlTemplateTexts, tableReferences } from "../../scripts/lib/module-graph";

/*
 * Issue 21 item 1, reads and writes: every table has one owning module (decision 059). Only the
 * owner names the table in code (Drizzle `tables.x`, a schema import, or SQL text); other modules
 * call the owner's public queries and commands through its front door, and pages compose modules.
 *
 * CROSS_REFERENCES lists, per module, the other modules' tables it still names. The list may only
 * shrink: a new cross reference fails, and so does an entry that is no longer true.
 */
const TABLE_OWNERS: Record<string, string> = {
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

const CROSS_REFERENCES: Record<string, string[]> = {
  "ads": ["analyticsEvents"],
  "analytics": ["ads", "coupons", "retailers", "users"],
  "billing": ["coupons", "profiles", "retailers", "stores"],
  "contributions": ["currentPrices", "prices", "products", "profiles", "storePriceVersions", "stores"],
  "feeds": ["currentPrices", "prices", "products", "storePriceVersions"],
  "mailings": ["analyticsEvents", "couponRedemptions", "coupons", "placementBookings", "retailerPayments", "retailers", "shoppingTrips", "subscriptions", "users"],
  "moderation": ["currentPrices", "priceObservations", "products", "profiles", "stores", "users"],
  "price-history": ["currentPrices", "prices", "pricesUnderReview", "products", "storeScrapeConfirmations"],
  "pricing": ["currentPrices", "pricesUnderReview", "products", "profiles", "storePriceVersions", "storeScrapeConfirmations"],
  "retailer-insights": ["ads", "analyticsEvents", "coupons", "placementBookings", "retailerActivity", "retailerPayments"],
  "retailers": ["emailPreferences", "users"],
  "scraping": ["currentPrices", "prices", "productNameMemory", "products", "storeScrapeConfirmations", "stores"],
  "stores": ["coupons", "currentPrices", "prices", "pricesUnderReview", "products", "profiles", "retailers", "storeScrapeConfirmations"],
  "users": ["couponRedemptions", "shoppingLists", "subscriptions"],
};

describe("table owners", () => {
  const refs = tableReferences(sourceFiles());

  it("names an owner for every table in the schema, and the owner is a module", () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...schemaTables().keys()].sort());
  });

  it("finds references (the reader itself can fail): lists' tables are named by lists, products by catalog", () => {
    expect([...(refs.get("shoppingListMembers")?.keys() ?? [])]).toEqual(["lists"]);
    expect(refs.get("products")?.has("catalog")).toBe(true);
  });

  it("reads SQL text in templates nested in another template's hole, strings and braces included", () => {
    const source = "sql`select 1 from a ${cond ? sql`join b on ${x.y} = '}'` : sql``} where ${ {k: \"`\"}.k } and c in (select 1 from d)`";
    expect(sqlTemplateTexts(source).map((t) => t.replace(/\s+/g, " ").trim())).toEqual([
      "select 1 from a where and c in (select 1 from d)",
      "join b on = '}'",
      "",
    ]);
  });

  it("has every table named only by its owner, but for the listed cross references, whose list only shrinks", () => {
    const cross: Record<string, string[]> = {};
    for (const [table, modules] of refs)
      for (const mod of modules.keys()) if (TABLE_OWNERS[table] !== mod) (cross[mod] ??= []).push(table);
    for (const list of Object.values(cross)) list.sort();
    expect(cross).toEqual(CROSS_REFERENCES);
  });
});
