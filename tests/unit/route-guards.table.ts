/**
 * The guard every route under src/app must have, keyed by its file path relative to src/app.
 * A route missing from this table, or whose code does not enforce the guard named here, fails CI
 * (see route-guards.test.ts). Add a line when you add a page or route handler.
 *
 * public: anyone · user: any signed-in account · shopper/retailer/admin: that role (admin may enter
 * retailer and shopper areas) · cron: CRON_SECRET bearer · webhook: signature-verified callback ·
 * auth: Auth.js's own endpoints.
 */
export type RouteGuard = "public" | "user" | "shopper" | "retailer" | "admin" | "cron" | "webhook" | "auth";

export const ROUTE_GUARDS: Record<string, RouteGuard> = {
  "(admin)/admin/scraping/page.tsx": "admin",
  "(admin)/admin/moderation/page.tsx": "admin",
  "(admin)/admin/moderation/held/page.tsx": "admin",
  "(admin)/admin/stores/page.tsx": "admin",
  "(admin)/admin/stores/new/page.tsx": "admin",
  "(admin)/admin/stores/[id]/page.tsx": "admin",
  "(admin)/admin/feeds/page.tsx": "admin",
  "(admin)/admin/scraping/runs/[logId]/page.tsx": "admin",
  "(retailer)/retailer/locations/page.tsx": "retailer",
  "(retailer)/retailer/locations/new/page.tsx": "retailer",
  "(retailer)/retailer/locations/[id]/page.tsx": "retailer",
  "(retailer)/retailer/feeds/page.tsx": "retailer",
  "(retailer)/retailer/feeds/[id]/page.tsx": "retailer",
  "(admin)/test-banner-qa/page.tsx": "admin",
  "(admin)/test-scraping/page.tsx": "admin",
  "(auth)/confirm-email/page.tsx": "public",
  "(auth)/login/page.tsx": "public",
  "(retailer)/retailer/[id]/coupons/page.tsx": "user",
  "(retailer)/retailer/analytics/page.tsx": "retailer",
  "(retailer)/retailer/auth/page.tsx": "public",
  "(retailer)/retailer/banners/page.tsx": "retailer",
  "(retailer)/retailer/coupons/upload/page.tsx": "retailer",
  "(retailer)/retailer/dashboard/page.tsx": "retailer",
  "(retailer)/retailer/settings/page.tsx": "retailer",
  "(retailer)/retailer/subscription/page.tsx": "retailer",
  "(shopper)/cheapest-list/[[...listId]]/page.tsx": "user",
  "(shopper)/compare/page.tsx": "user",
  "(shopper)/coupons/page.tsx": "user",
  "(shopper)/faq/page.tsx": "user",
  "(shopper)/lists/[listId]/page.tsx": "user",
  "(shopper)/lists/invite/[token]/page.tsx": "user",
  "(shopper)/lists/page.tsx": "user",
  "(shopper)/map/page.tsx": "user",
  "(shopper)/page.tsx": "user",
  "(shopper)/profile/page.tsx": "user",
  "(shopper)/store/[id]/page.tsx": "user",
  "[...missing]/page.tsx": "public",
  "api/admin/scraping/progress/route.ts": "admin",
  "api/auth/[...nextauth]/route.ts": "auth",
  "api/cron/scraping/route.ts": "cron",
  "api/cron/mail/route.ts": "cron",
  "api/cron/receipt-prices/route.ts": "cron",
  // One-click unsubscribe (RFC 8058): no session; the signed token says who and which kind.
  "api/unsubscribe/route.ts": "public",
  "api/lists/[id]/events/route.ts": "user",
  "api/analytics/events/route.ts": "user",
  // Public on purpose: a signed-out click still reaches the banner's destination; it only counts for the token's own signed-in viewer.
  "api/ads/click/[token]/route.ts": "public",
  "api/lists/edits/route.ts": "user",
  "api/exchange-rates/route.ts": "user",
  "api/health/route.ts": "public",
  "api/ready/route.ts": "public",
  "api/find-stores/route.ts": "user",
  "api/google-maps-key/route.ts": "user",
  "api/reverse-geocode/route.ts": "user",
  "api/scrape-prices/route.ts": "user",
  "api/security/log/route.ts": "user",
  "api/retailer/logo/route.ts": "retailer",
  "api/retailer/feeds/route.ts": "retailer",
  "api/uploads/[file]/route.ts": "public",
  "api/stripe/webhook/route.ts": "webhook",
  // The open read API (decision 044): anyone, limited per client or per API key.
  "api/v1/prices/route.ts": "public",
  "api/v1/products/[id]/history/route.ts": "public",
  "api/v1/exports/prices.jsonl.gz/route.ts": "public",
  "api/v1/openapi.json/route.ts": "public",
  "developers/page.tsx": "public",
  "unsubscribe/page.tsx": "public",
  "onboarding/page.tsx": "public",
  "privacy/page.tsx": "public",
  "terms/page.tsx": "public",
};
