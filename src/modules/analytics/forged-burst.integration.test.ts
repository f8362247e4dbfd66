import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { sql } from "drizzle-orm";
import type { JWT } from "next-auth/jwt";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";

/*
 * Issue 23 item 3: analytics that cannot be pumped. The retailer's figures (the portal's own
 * getAnalytics) are taken after one honest view and click; then a forged burst goes through the
 * real route handlers — click beacons, impressions repeated, clicks without an impression,
 * replayed and borrowed click tokens, tampered and expired tokens, a bot's impression and click —
 * and the figures must not move, while every refused event is counted as dropped.
 */
const { sessionJar: jar } = await import("../../../tests/support/mocked-session");
vi.mock("@/server/auth/auth", () => import("../../../tests/support/mocked-session").then((m) => m.mockedAuthModule()));
vi.mock("@/server/request", () => import("../../../tests/support/mocked-session").then((m) => m.mockedRequestModule()));
vi.mock("next/cache", () => import("../../../tests/support/mocked-session").then((m) => m.mockedCacheModule()));

const { createTestUser, actorFor, signInToken } = await import("@/modules/users/testing/factories");
const { getAnalytics } = await import("@/modules/retailer-insights/queries");
const { getSponsoredAds } = await import("@/modules/ads/shopper/queries");
const { seedLiveBooking } = await import("@/modules/billing/testing/placements");
const { getCouponHub } = await import("@/modules/coupons/shopper/queries");
const { flushAnalytics } = await import("./recorder");
const { clearTargetCaches } = await import("./targets");
const { issueImpressionToken, IMPRESSION_WINDOW_MS } = await import("./tokens");
const { POST: postBeacon } = await import("@/app/api/analytics/events/route");
const { GET: getClick } = await import("@/app/api/ads/click/[token]/route");

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
interface Person { actor: Actor; token: JWT }
/** Where the test's shoppers are (Auckland CBD); the retailer's store stands there. */
const HERE = { lat: -36.8442, lng: 174.7676, countryCode: "NZ", label: "Auckland CBD", radiusKm: 30 };
let db: Db;

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await flushAnalytics();
  await truncateAll(db);
  clearTargetCaches();
  jar.token = null;
});

async function person(role: "shopper" | "retailer" = "shopper"): Promise<Person> {
  const user = await createTestUser(db, { role });
  return { actor: await actorFor(db, user), token: await signInToken(db, user) };
}

function beacon(who: Person, events: unknown[], userAgent = BROWSER) {
  jar.token = who.token;
  return postBeacon(
    new NextRequest("http://app.test/api/analytics/events", {
      method: "POST",
      headers: { host: "app.test", "content-type": "application/json", "sec-fetch-site": "same-origin", "user-agent": userAgent },
      body: JSON.stringify({ events }),
    }),
  );
}

function click(who: Person | null, token: string, to = "store", userAgent = BROWSER) {
  jar.token = who?.token ?? null;
  return getClick(new NextRequest(`http://app.test/api/ads/click/${encodeURIComponent(token)}?to=${to}`, { headers: { host: "app.test", "user-agent": userAgent } }), {
    params: Promise.resolve({ token }),
  });
}

async function figures(retailer: Person) {
  await flushAnalytics();
  const a = await getAnalytics(db, retailer.actor);
  return { last30: a.last30, allTime: a.allTime, daily: a.daily, top: a.topCoupons };
}

async function dropped(): Promise<Record<string, number>> {
  await flushAnalytics();
  const rows = await db.execute<{ event_type: string; reason: string; n: number }>(sql`select event_type, reason, sum(count)::int as n from analytics_dropped_events group by 1, 2`);
  return Object.fromEntries(rows.rows.map((r) => [`${r.event_type}:${r.reason}`, Number(r.n)]));
}

describe("a forged burst changes nothing in the retailer's figures", () => {
  it("counts one honest impression and click; refuses and counts every forged event", async () => {
    const owner = await person("retailer");
    const [shop] = await db.insert(tables.retailers).values({ userId: owner.actor.userId, name: "Harbour Fresh", address: "1 Quay St", subscriptionTier: "premium" }).returning({ id: tables.retailers.id });
    const [ad] = await db.insert(tables.ads).values({ retailerId: shop.id, bannerText: "Fresh today", placement: "homepage", clickUrl: "https://harbour.example/deals", cta: "Shop" }).returning({ id: tables.ads.id });
    await seedLiveBooking(db, shop.id, "homepage"); // banners run only in a booked placement (decision 051)
    // Targeting (decision media-044): shoppers here see the retailer's banner and coupon through its approved store.
    await db.insert(tables.stores).values({ name: "Harbour Fresh Quay", storeType: "fishmonger", address: "1 Quay St, Auckland", countryCode: "NZ", currency: "NZD", latitude: HERE.lat, longitude: HERE.lng, retailerId: shop.id });
    await db.insert(tables.coupons).values({ retailerId: shop.id, title: "Ten off", discountValue: "10%", expiryDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10), feeStatus: "paid" });
    const honest = await person();
    const mallory = await person();
    const bot = await person();
    const flooder = await person();

    // The honest viewer: the page hands out tokens, the impression is reported, the link followed.
    const [served] = await getSponsoredAds(db, honest.actor, "homepage", HERE);
    const hub = await getCouponHub(db, honest.actor, new Date(), HERE);
    expect(served.token).toBeTruthy();
    expect((await beacon(honest, [{ type: "ad_impression", token: served.token }, { type: "coupon_view", token: hub.available[0].viewToken }])).status).toBe(202);
    const followed = await click(honest, served.token!, "cta");
    expect(followed.status).toBe(303);
    expect(followed.headers.get("location")).toBe("https://harbour.example/deals");
    const before = await figures(owner);
    expect([before.last30.impressions, before.last30.clicks, before.last30.couponViews, before.last30.clickRatePct]).toEqual([1, 1, 1, 100]);

    // 1. Click beacons (the old contract): 20 requests × 25 clicks. Accepted for old pages, never counted.
    const clickBeacon = Array.from({ length: 25 }, () => ({ type: "ad_click", adId: ad.id, target: "store" }));
    const beaconStatuses = [];
    for (let i = 0; i < 20; i++) beaconStatuses.push((await beacon(flooder, clickBeacon)).status);
    expect(beaconStatuses.slice(0, 12).every((s) => s === 202)).toBe(true);
    expect(beaconStatuses.slice(12).every((s) => s === 429)).toBe(true); // over 300 events a minute

    // 2. The honest viewer's page reloaded many times in the same window: the same impression id.
    for (let i = 0; i < 5; i++) {
      const [again] = await getSponsoredAds(db, honest.actor, "homepage", HERE);
      expect((await beacon(honest, [{ type: "ad_impression", token: again.token }, { type: "ad_impression", token: again.token }])).status).toBe(202);
    }
    // 3. Replayed click: the same token followed again, and a freshly served one.
    for (let i = 0; i < 3; i++) expect((await click(honest, served.token!, "store")).status).toBe(303);
    // 4. A click without an impression: a token served to the bot account that never reported a view.
    const [unseen] = await getSponsoredAds(db, mallory.actor, "homepage", HERE);
    expect((await click(mallory, unseen.token!, "store")).status).toBe(303);
    // 5. Someone else's token: beacons refuse it, clicks redirect without counting.
    expect((await beacon(mallory, [{ type: "ad_impression", token: served.token }])).status).toBe(404);
    expect((await click(mallory, served.token!, "coupons")).headers.get("location")).toBe(`/retailer/${shop.id}/coupons`);
    expect((await click(null, served.token!)).status).toBe(303);
    // 6. Tampered and invented tokens: refused outright.
    const tampered = `${served.token!.slice(0, -2)}${served.token!.endsWith("AA") ? "BB" : "AA"}`;
    expect((await beacon(mallory, [{ type: "ad_impression", token: tampered }])).status).toBe(404);
    expect((await click(mallory, tampered)).status).toBe(404);
    expect((await beacon(mallory, [{ type: "ad_impression", token: "x".repeat(40) }])).status).toBe(404);
    // A valid signature over an ad that does not exist (a token minted with our own key, for a random id).
    expect((await beacon(mallory, [{ type: "ad_impression", token: issueImpressionToken("ad", mallory.actor.userId, randomUUID()) }])).status).toBe(404);
    // 7. An expired token (issued three windows ago).
    const old = issueImpressionToken("ad", mallory.actor.userId, ad.id, new Date(Date.now() - 3 * IMPRESSION_WINDOW_MS));
    expect((await beacon(mallory, [{ type: "ad_impression", token: old }])).status).toBe(202);
    expect((await click(mallory, old)).status).toBe(303);
    // 8. A known bot with a real session: its impression and click are dropped.
    const [botServed] = await getSponsoredAds(db, bot.actor, "homepage", HERE);
    const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    expect((await beacon(bot, [{ type: "ad_impression", token: botServed.token }], googlebot)).status).toBe(202);
    expect((await click(bot, botServed.token!, "store", googlebot)).status).toBe(303);
    expect((await beacon(bot, [{ type: "ad_impression", token: botServed.token }], "")).status).toBe(202);

    const after = await figures(owner);
    expect(after).toEqual(before);
    const rows = await db.select().from(tables.analyticsEvents);
    expect(rows.map((r) => r.eventType).sort()).toEqual(["ad_click", "ad_impression", "coupon_view"]);

    expect(await dropped()).toEqual({
      "ad_click:click_beacon": 300,
      "ad_click:rate_limited": 200,
      "ad_impression:duplicate": 10,
      "ad_click:duplicate": 3,
      "ad_click:no_impression": 1,
      "ad_impression:wrong_viewer": 1,
      "ad_click:wrong_viewer": 2,
      "ad_impression:bad_token": 2,
      "ad_click:bad_token": 1,
      "ad_impression:not_found": 1,
      "ad_impression:expired": 1,
      "ad_click:expired": 1,
      "ad_impression:bot": 2,
      "ad_click:bot": 1,
    });
  }, 60_000);

  it("the per-viewer click limit holds: past it, followed links still redirect but count nothing more", async () => {
    const owner = await person("retailer");
    const [shop] = await db.insert(tables.retailers).values({ userId: owner.actor.userId, name: "Corner Grocer", address: "2 Main St" }).returning({ id: tables.retailers.id });
    const adIds = [];
    for (let i = 0; i < 3; i++) adIds.push((await db.insert(tables.ads).values({ retailerId: shop.id, bannerText: `Ad ${i}`, placement: "homepage" }).returning({ id: tables.ads.id }))[0].id);
    const viewer = await person();
    // One banner per retailer per rotation (decision media-044): the three banners' tokens as three page views over the day would hand them out.
    const served = adIds.map((id) => ({ token: issueImpressionToken("ad", viewer.actor.userId, id) }));
    expect((await beacon(viewer, served.map((a) => ({ type: "ad_impression", token: a.token })))).status).toBe(202);
    // 3 counted, then 30 per minute in total (LIMITS.ad_click) — the rest are rate limited.
    for (let i = 0; i < 40; i++) expect((await click(viewer, served[i % 3].token!)).status).toBe(303);
    const f = await figures(owner);
    expect([f.last30.impressions, f.last30.clicks]).toEqual([3, 3]);
    const d = await dropped();
    expect(d["ad_click:duplicate"]).toBe(27);
    expect(d["ad_click:rate_limited"]).toBe(10);
  }, 60_000);
});
