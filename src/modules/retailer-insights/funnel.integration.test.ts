import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import type { JWT } from "next-auth/jwt";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";

/*
 * Issue 26 item 8 (decision 052): the funnel on seeded events — per banner and per coupon, per UTC
 * day, over 30 and 90 days, rates and spend from paid payments of any kind — and the CSV export
 * through its route: escaping, content-disposition, and only the signed-in retailer's own rows.
 */
const { sessionJar: jar } = await import("../../../tests/support/mocked-session");
vi.mock("@/server/auth/auth", () => import("../../../tests/support/mocked-session").then((m) => m.mockedAuthModule()));
vi.mock("@/server/request", () => import("../../../tests/support/mocked-session").then((m) => m.mockedRequestModule()));
vi.mock("next/cache", () => import("../../../tests/support/mocked-session").then((m) => m.mockedCacheModule()));

const { createTestUser, actorFor, signInToken } = await import("@/modules/users/testing/factories");
const { getAnalyticsFunnel } = await import("./funnel");
const { GET: exportCsv } = await import("@/app/api/retailer/analytics/export/route");

interface Retailer { actor: Actor; token: JWT; retailerId: string }
let db: Db;
const NOW = new Date();
const today = NOW.toISOString().slice(0, 10);
/** Noon UTC, `d` days before today. */
const dayAgo = (d: number) => new Date(Date.parse(`${today}T12:00:00Z`) - d * 86_400_000);
const iso = (d: number) => dayAgo(d).toISOString().slice(0, 10);

async function makeRetailer(name: string): Promise<Retailer> {
  const user = await createTestUser(db, { role: "retailer" });
  const [r] = await db.insert(tables.retailers).values({ userId: user.id, name, address: "1 Long Street, Town" }).returning({ id: tables.retailers.id });
  return { actor: await actorFor(db, user), token: await signInToken(db, user), retailerId: r.id };
}

async function seed(r: Retailer, label: string) {
  const [ad] = await db.insert(tables.ads).values({ retailerId: r.retailerId, bannerText: `${label} banner`, placement: "homepage" }).returning({ id: tables.ads.id });
  const [coupon] = await db
    .insert(tables.coupons)
    .values({ retailerId: r.retailerId, title: `=HYPERLINK("x"), "${label}", apples`, discountValue: "10%\noff", expiryDate: "2099-01-01", feeStatus: "paid" })
    .returning({ id: tables.coupons.id });
  const ev = (eventType: string, d: number, extra: { adId?: string; couponId?: string }) => ({ eventType, retailerId: r.retailerId, createdAt: dayAgo(d), ...extra });
  const rows = [
    // Today: 4 impressions, 1 click; 3 days ago: 6 impressions, 2 clicks; 60 days ago: 10 impressions, 5 clicks (90-day window only).
    ...Array.from({ length: 4 }, () => ev("ad_impression", 0, { adId: ad.id })),
    ev("ad_click", 0, { adId: ad.id }),
    ...Array.from({ length: 6 }, () => ev("ad_impression", 3, { adId: ad.id })),
    ...Array.from({ length: 2 }, () => ev("ad_click", 3, { adId: ad.id })),
    ...Array.from({ length: 10 }, () => ev("ad_impression", 60, { adId: ad.id })),
    ...Array.from({ length: 5 }, () => ev("ad_click", 60, { adId: ad.id })),
    // Coupon: 8 views, 4 saves, 2 redemptions 5 days ago; 2 views 40 days ago.
    ...Array.from({ length: 8 }, () => ev("coupon_view", 5, { couponId: coupon.id })),
    ...Array.from({ length: 4 }, () => ev("coupon_save", 5, { couponId: coupon.id })),
    ...Array.from({ length: 2 }, () => ev("coupon_redemption", 5, { couponId: coupon.id })),
    ...Array.from({ length: 2 }, () => ev("coupon_view", 40, { couponId: coupon.id })),
  ];
  await db.insert(tables.analyticsEvents).values(rows);
  const pay = (values: Partial<typeof tables.retailerPayments.$inferInsert>) => ({ retailerId: r.retailerId, amountCents: 1999, description: "x", subscriptionTierAtTime: "basic" as const, status: "paid", ...values });
  await db.insert(tables.retailerPayments).values([
    pay({ kind: "coupon_fee", couponId: coupon.id, paidAt: dayAgo(5) }),
    pay({ kind: "placement", amountCents: 3000, paidAt: dayAgo(3) }),
    pay({ kind: "subscription", amountCents: 4999, paidAt: dayAgo(50) }),
    pay({ kind: "coupon_fee", status: "pending", paidAt: null }),
    pay({ kind: "coupon_fee", status: "no_charge", isDemoNoCharge: true, amountCents: 0, paidAt: dayAgo(1) }),
  ]);
  return { adId: ad.id, couponId: coupon.id };
}

function download(who: Retailer | null, days = "30") {
  jar.token = who?.token ?? null;
  return exportCsv(new NextRequest(`http://app.test/api/retailer/analytics/export?days=${days}`, { headers: { host: "app.test", "user-agent": "vitest" } }), { params: Promise.resolve({}) });
}

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await truncateAll(db);
  jar.token = null;
});

describe("the funnel", () => {
  it("counts per banner and coupon, per UTC day, over 30 and 90 days, with rates and spend by kind", async () => {
    const r = await makeRetailer("Fresh Foods");
    const other = await makeRetailer("Other Foods");
    const mine = await seed(r, "mine");
    await seed(other, "theirs");

    const f30 = await getAnalyticsFunnel(db, r.actor, 30, NOW);
    expect(f30.daily).toHaveLength(30);
    expect(f30.daily.at(-1)?.day).toBe(today);
    expect(f30.totals).toEqual({ impressions: 10, clicks: 3, couponViews: 8, saves: 4, redemptions: 2 });
    expect(f30.daily.find((d) => d.day === iso(3))).toMatchObject({ impressions: 6, clicks: 2 });
    expect(f30.daily.find((d) => d.day === iso(5))).toMatchObject({ couponViews: 8, saves: 4, redemptions: 2 });
    expect(f30.placements).toHaveLength(1);
    expect(f30.placements[0]).toMatchObject({ id: mine.adId, name: "mine banner", counts: { impressions: 10, clicks: 3 } });
    expect(f30.placements[0].daily.map((d) => d.day)).toEqual([iso(3), iso(0)]);
    expect(f30.coupons).toHaveLength(1);
    expect(f30.coupons[0]).toMatchObject({ id: mine.couponId, counts: { couponViews: 8, saves: 4, redemptions: 2 }, spendUsdCents: 1999 });
    expect(f30.spend).toEqual([
      { kind: "placement", label: "Placements", usdCents: 3000, local: { currency: null, cents: 0, mixed: false }, payments: 1 },
      { kind: "coupon_fee", label: "Coupon fees", usdCents: 1999, local: { currency: null, cents: 0, mixed: false }, payments: 1 },
    ]);
    expect(f30.spendUsdCents).toBe(4999);

    const f90 = await getAnalyticsFunnel(db, r.actor, 90, NOW);
    expect(f90.daily).toHaveLength(90);
    expect(f90.totals).toEqual({ impressions: 20, clicks: 8, couponViews: 10, saves: 4, redemptions: 2 });
    expect(f90.spendUsdCents).toBe(4999 + 4999);
    expect(f90.spend.map((s) => s.kind)).toEqual(["subscription", "placement", "coupon_fee"]);
  });

  it("a retailer with nothing yet: zeros for every day, no rows, nothing paid", async () => {
    const r = await makeRetailer("Empty Shop");
    const f = await getAnalyticsFunnel(db, r.actor, 30, NOW);
    expect(f.daily.every((d) => d.impressions + d.clicks + d.couponViews + d.saves + d.redemptions === 0)).toBe(true);
    expect([f.placements, f.coupons, f.spend]).toEqual([[], [], []]);
  });
});

describe("spend per placement (decision 056)", () => {
  it("a placement payment counts against its booking's placement: cost per click per placement, in the currency it was shown in, in the CSV too", async () => {
    const r = await makeRetailer("Booked Foods");
    const other = await makeRetailer("Other Foods");
    const [home, cat] = await db.insert(tables.ads).values([
      { retailerId: r.retailerId, bannerText: "Home lamb", placement: "homepage" },
      { retailerId: r.retailerId, bannerText: "Category apples", placement: "category" },
    ]).returning({ id: tables.ads.id });
    const ev = (eventType: string, adId: string, d: number) => ({ eventType, retailerId: r.retailerId, adId, createdAt: dayAgo(d) });
    await db.insert(tables.analyticsEvents).values([
      ...Array.from({ length: 20 }, () => ev("ad_impression", home.id, 2)),
      ...Array.from({ length: 4 }, () => ev("ad_click", home.id, 2)),
      ...Array.from({ length: 10 }, () => ev("ad_impression", cat.id, 1)),
      ev("ad_click", cat.id, 1),
    ]);
    const booking = async (retailerId: string, placement: "homepage" | "category") =>
      (await db.insert(tables.placementBookings).values({ retailerId, placement, renewal: "fixed", startDate: iso(5), endDate: iso(0), timeZone: "Pacific/Auckland", startsAt: dayAgo(5), endsAt: dayAgo(-1), monthlyUsdCents: 14900, amountUsdCents: 14900, status: "active" }).returning({ id: tables.placementBookings.id }))[0].id;
    const homeBooking = await booking(r.retailerId, "homepage");
    const catBooking = await booking(r.retailerId, "category");
    const theirBooking = await booking(other.retailerId, "homepage");
    const pay = (values: Partial<typeof tables.retailerPayments.$inferInsert>) => ({ retailerId: r.retailerId, kind: "placement", amountCents: 0, description: "x", subscriptionTierAtTime: "basic" as const, status: "paid", paidAt: dayAgo(3), ...values });
    await db.insert(tables.retailerPayments).values([
      pay({ amountCents: 14900, displayAmountCents: 25000, displayCurrency: "NZD", placementBookingId: homeBooking }),
      pay({ amountCents: 9900, displayAmountCents: 16600, displayCurrency: "NZD", placementBookingId: catBooking }),
      // Naming another retailer's booking attributes nothing to it: it stays a payment of no item.
      pay({ amountCents: 1000, displayAmountCents: 1680, displayCurrency: "NZD", placementBookingId: theirBooking }),
    ]);

    const f = await getAnalyticsFunnel(db, r.actor, 30, NOW);
    const byId = Object.fromEntries(f.bookedPlacements.map((p) => [p.id, p]));
    expect(f.bookedPlacements.map((p) => p.id)).toEqual(["homepage", "category"]);
    expect(byId.homepage).toMatchObject({ type: "booked_placement", name: "Homepage Header Banner", counts: { impressions: 20, clicks: 4 }, spendUsdCents: 14900, spendLocal: { currency: "NZD", cents: 25000, mixed: false } });
    expect(byId.category).toMatchObject({ counts: { impressions: 10, clicks: 1 }, spendUsdCents: 9900, spendLocal: { currency: "NZD", cents: 16600 } });
    expect(f.spend).toEqual([{ kind: "placement", label: "Placements", usdCents: 25800, local: { currency: "NZD", cents: 43280, mixed: false }, payments: 3 }]);
    expect(f.spendLocal).toEqual({ currency: "NZD", cents: 43280, mixed: false });
    // Cost per click per placement, in the retailer's terms: NZ$250 / 4 clicks, charged US$149.
    const { costPerInTerms, spendInTerms } = await import("./funnel-model");
    expect(spendInTerms(byId.homepage.spendUsdCents, byId.homepage.spendLocal)).toEqual({ primary: "NZ$250.00 NZD", charged: "charged $149.00 USD at 1 USD = 1.6779 NZD" });
    expect(costPerInTerms(byId.homepage.spendUsdCents, byId.homepage.spendLocal, byId.homepage.counts.clicks)).toEqual({ usdCents: 3725, local: { currency: "NZD", cents: 6250, mixed: false } });

    jar.token = r.token;
    const csv = await (await download(r)).text();
    expect(csv).toContain(`${iso(3)},booked_placement,homepage,Homepage Header Banner,homepage,0,0,0,0,0,,,149.00,250.00,NZD`);
    expect(csv).toContain(`${iso(2)},booked_placement,homepage,Homepage Header Banner,homepage,20,4,0,0,0,20.0,,0.00,,`);
    expect(csv).toContain(`${iso(3)},booked_placement,category,Category Inline Banner,category,0,0,0,0,0,,,99.00,166.00,NZD`);
    expect(csv).toContain(`${iso(3)},payment,,Placements,placement,0,0,0,0,0,,,10.00,16.80,NZD`);
  });
});

describe("the CSV export", () => {
  it("is the signed-in retailer's own rows, escaped, with a download name; others and the signed-out get none of it", async () => {
    const r = await makeRetailer("Fresh Foods");
    const other = await makeRetailer("Other Foods");
    const mine = await seed(r, "mine");
    const theirs = await seed(other, "theirs");

    const res = await download(r);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="cartwise-analytics-${iso(29)}-to-${today}.csv"`);
    const csv = await res.text();
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("date,item_type,item_id,item_name,detail,impressions,clicks,coupon_views,saves,redemptions,click_rate_pct,redemption_rate_pct,spend_usd,spend_local,local_currency");
    expect(lines.at(-1)).toBe("");
    expect(csv).toContain(`${iso(3)},placement,${mine.adId},mine banner,homepage,6,2,0,0,0,33.3,,0.00`);
    expect(csv).toContain(`${iso(0)},placement,${mine.adId},mine banner,homepage,4,1,0,0,0,25.0,,0.00`);
    // A formula-looking title is defused, quotes doubled, the field quoted; a newline stays inside its quotes.
    expect(csv).toContain(`${iso(5)},coupon,${mine.couponId},"'=HYPERLINK(""x""), ""mine"", apples","10%\noff",0,0,8,4,2,,25.0,19.99`);
    expect(csv).toContain(`${iso(3)},payment,,Placements,placement,0,0,0,0,0,,,30.00`);
    expect(csv).not.toContain("theirs");
    expect(csv).not.toContain(theirs.adId);
    expect(csv).not.toContain(theirs.couponId);
    // 90 days takes in the older rows.
    const csv90 = await (await download(r, "90")).text();
    expect(csv90).toContain(`${iso(60)},placement,${mine.adId},mine banner,homepage,10,5,0,0,0,50.0,,0.00`);
    expect(csv90).toContain(`${iso(50)},payment,,Premium plan,subscription,0,0,0,0,0,,,49.99`);

    expect((await download(null)).status).toBe(401);
    const shopper = await createTestUser(db, { role: "shopper" });
    jar.token = await signInToken(db, shopper);
    const asShopper = await exportCsv(new NextRequest("http://app.test/api/retailer/analytics/export", { headers: { host: "app.test" } }), { params: Promise.resolve({}) });
    expect([403, 404]).toContain(asShopper.status);
  });
});
