import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import { getTestDb, truncateAll } from "../../../../tests/setup/db";
import { createCoupon, createRetailer, createShopper } from "@/modules/coupons/shopper/testing/fixtures.integration";
import { getCouponHub } from "@/modules/coupons/shopper/queries";
import { getFeaturedDeals } from "@/modules/home/queries";
import { getShopperPlace } from "@/modules/pricing/comparison/location";
import { getPlacementPreview, getSponsoredAds } from "./queries";
import { getOwnBannerStanding } from "../retailer/standing";
import { createBanner } from "../retailer/mutations";
import { bannerFieldsSchema } from "../schemas";
import { ROTATION_SLOT_MS } from "../engine/rotation";
import { seedLiveBooking } from "@/modules/billing/testing/placements";

let db: Db;
const day = (n: number) => new Date(Date.UTC(2030, 0, 1) + n * 86_400_000);
/** Rotation is checked relative to now, hour by hour (coupons are dated from today).  */
const NOW = new Date();
const later = (slots: number) => new Date(NOW.getTime() + slots * ROTATION_SLOT_MS);

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await truncateAll(db);
});

/** A banner, in a placement its retailer has a live paid booking for (decision 051; exclusivity is the booking's). */
async function ad(retailerId: string, bannerText: string, over: Partial<typeof tables.ads.$inferInsert> = {}) {
  const [row] = await db.insert(tables.ads).values({ retailerId, bannerText, createdAt: day(0), ...over }).returning({ id: tables.ads.id });
  await seedLiveBooking(db, retailerId, over.placement ?? "homepage", { exclusive: over.exclusive });
  return row.id;
}
async function ownerOf(retailerId: string) {
  const [r] = await db.select({ userId: tables.retailers.userId }).from(tables.retailers).where(eq(tables.retailers.id, retailerId));
  return { userId: r.userId, role: "retailer" as const, email: "owner@example.test", sessionId: "s" };
}

describe("targeting: a shopper sees only retailers with an approved store in reach and in their country", () => {
  it("Auckland, Sydney and Seattle shoppers each see their own city's retailer — banners, featured deals, the coupon hub", async () => {
    const auckland = await createRetailer(db, "Kingsland Butchery", "basic", [{ region: "auckland", northKm: 2 }]);
    const sydney = await createRetailer(db, "Bondi Greens", "premium", [{ region: "sydney", northKm: 3 }]);
    const seattle = await createRetailer(db, "Pike Produce", "basic", [{ region: "seattle", northKm: 1 }]);
    for (const [r, name] of [[auckland, "Kingsland"], [sydney, "Bondi"], [seattle, "Pike"]] as const) {
      await ad(r, `${name} home`);
      await ad(r, `${name} coupon`, { placement: "coupon" });
      await createCoupon(db, r, { title: `${name} deal` });
    }
    const shoppers = { auckland: await createShopper(db, "akl", "auckland"), sydney: await createShopper(db, "syd", "sydney"), seattle: await createShopper(db, "sea", "seattle") };
    const expected = { auckland: "Kingsland", sydney: "Bondi", seattle: "Pike" } as const;
    for (const [city, shopper] of Object.entries(shoppers) as [keyof typeof shoppers, (typeof shoppers)["auckland"]][]) {
      const place = await getShopperPlace(db, shopper);
      expect(place).toMatchObject({ countryCode: { auckland: "NZ", sydney: "AU", seattle: "US" }[city], radiusKm: 30 });
      const name = expected[city];
      expect((await getSponsoredAds(db, shopper, "homepage", place, NOW)).map((a) => a.bannerText)).toEqual([`${name} home`]);
      expect((await getSponsoredAds(db, shopper, "coupon", place, NOW)).map((a) => a.bannerText)).toEqual([`${name} coupon`]);
      expect((await getFeaturedDeals(db, { place })).map((d) => d.title)).toEqual([`${name} deal`]);
      const hub = await getCouponHub(db, shopper, NOW);
      expect(hub.available.map((c) => c.title)).toEqual([`${name} deal`]);
      expect(hub.featured?.title).toBe(`${name} deal`);
      expect(hub.near).toBeTruthy();
    }
  });

  it("distance: within the 30 km comparison radius yes, beyond it no; a banner's own reach narrows it", async () => {
    const near = await createRetailer(db, "Near Shop", "basic", [{ region: "auckland", northKm: 12 }]);
    const edge = await createRetailer(db, "Edge Shop", "basic", [{ region: "auckland", northKm: 29 }]);
    const far = await createRetailer(db, "Far Shop", "basic", [{ region: "auckland", northKm: 45 }]);
    await ad(near, "near, whole radius");
    await ad(near, "near, 10 km only", { placement: "category", reachKm: 10 });
    await ad(edge, "edge", { createdAt: day(1) });
    await ad(far, "far", { createdAt: day(2) });
    await ad(near, "near, 15 km", { placement: "coupon", reachKm: 15 });
    const shopper = await createShopper(db, "akl", "auckland");
    const place = await getShopperPlace(db, shopper);
    expect((await getSponsoredAds(db, shopper, "homepage", place, NOW)).map((a) => a.bannerText).sort()).toEqual(["edge", "near, whole radius"]);
    expect(await getSponsoredAds(db, shopper, "category", place, NOW)).toEqual([]); // 12 km away, reach 10 km
    expect((await getSponsoredAds(db, shopper, "coupon", place, NOW)).map((a) => a.bannerText)).toEqual(["near, 15 km"]);
  });

  it("country: a store across a border within the radius does not count; only approved, open stores count; no place, nothing", async () => {
    // A store 5 km from the Auckland shopper but recorded in another country (a mis-filed or border location).
    const foreign = await createRetailer(db, "Foreign Listing", "basic", [{ region: "auckland", northKm: 5, countryCode: "AU" }]);
    const pending = await createRetailer(db, "Pending Shop", "basic", [{ region: "auckland", northKm: 1, listingStatus: "pending" }]);
    const rejected = await createRetailer(db, "Rejected Shop", "basic", [{ region: "auckland", northKm: 1, listingStatus: "rejected" }]);
    const closed = await createRetailer(db, "Closed Shop", "basic", [{ region: "auckland", northKm: 1, closed: true }]);
    const storeless = await createRetailer(db, "No Stores", "premium", []);
    const both = await createRetailer(db, "Two Cities", "basic", [{ region: "seattle" }, { region: "auckland", northKm: 3 }]);
    for (const r of [foreign, pending, rejected, closed, storeless, both]) {
      await ad(r, `ad ${r}`);
      await createCoupon(db, r, { title: `deal ${r}` });
    }
    const akl = await createShopper(db, "akl", "auckland");
    const place = await getShopperPlace(db, akl);
    expect((await getSponsoredAds(db, akl, "homepage", place, NOW)).map((a) => a.retailerId)).toEqual([both]);
    expect((await getCouponHub(db, akl, NOW)).available.map((c) => c.retailerId)).toEqual([both]);
    const sea = await createShopper(db, "sea", "seattle");
    expect((await getSponsoredAds(db, sea, "homepage", await getShopperPlace(db, sea), NOW)).map((a) => a.retailerId)).toEqual([both]);

    const nowhere = await createShopper(db, "nowhere", null);
    expect(await getShopperPlace(db, nowhere)).toBeNull();
    expect(await getSponsoredAds(db, nowhere, "homepage", null, NOW)).toEqual([]);
    expect(await getCouponHub(db, nowhere, NOW)).toEqual({ available: [], expired: [], featured: null, near: null });
  });
});

describe("rotation in PostgreSQL: 4+ retailers, premium first, one banner each, exclusives", () => {
  it("rotates retailers, not banners: the retailer with three banners never takes two seats, and everyone gets turns", async () => {
    const many = await createRetailer(db, "Many Banners");
    const others = [await createRetailer(db, "Basic B"), await createRetailer(db, "Basic C"), await createRetailer(db, "Basic D")];
    const manyIds = [await ad(many, "many 1", { createdAt: day(0) }), await ad(many, "many 2", { createdAt: day(5) }), await ad(many, "many 3", { createdAt: day(6) })];
    for (const [i, r] of others.entries()) await ad(r, `other ${i}`, { createdAt: day(1 + i) });
    const shopper = await createShopper(db);
    const place = await getShopperPlace(db, shopper);
    const seen = new Map<string, number>();
    const bannersSeen = new Set<string>();
    for (let s = 0; s < 12; s++) {
      const live = await getSponsoredAds(db, shopper, "homepage", place, later(s));
      expect(live).toHaveLength(3);
      expect(new Set(live.map((a) => a.retailerId)).size).toBe(3);
      for (const a of live) {
        seen.set(a.retailerId, (seen.get(a.retailerId) ?? 0) + 1);
        bannersSeen.add(a.id);
      }
    }
    // 4 retailers, 3 seats: each holds a seat in 3 of every 4 hours.
    expect([...seen.values()]).toEqual([9, 9, 9, 9]);
    for (const id of manyIds) expect(bannersSeen.has(id)).toBe(true);
  });

  it("premium retailers are seated first; an exclusive premium banner is alone; paused banners never run", async () => {
    const basics = [await createRetailer(db, "B1"), await createRetailer(db, "B2"), await createRetailer(db, "B3")];
    const premium = await createRetailer(db, "Premium P", "premium");
    const exclusiveShop = await createRetailer(db, "Exclusive X", "premium");
    for (const [i, r] of basics.entries()) await ad(r, `basic ${i}`, { createdAt: day(i) });
    await ad(premium, "premium", { createdAt: day(9) });
    await ad(premium, "premium paused", { createdAt: day(1), active: false });
    const shopper = await createShopper(db);
    const place = await getShopperPlace(db, shopper);
    for (let s = 0; s < 4; s++) {
      const live = await getSponsoredAds(db, shopper, "homepage", place, later(s));
      expect(live[0]).toMatchObject({ bannerText: "premium", isPremium: true });
      expect(live).toHaveLength(3);
    }
    const exclusive = await ad(exclusiveShop, "exclusive", { exclusive: true, placement: "homepage", createdAt: day(20) });
    for (let s = 0; s < 3; s++) expect((await getSponsoredAds(db, shopper, "homepage", place, later(s))).map((a) => a.id)).toEqual([exclusive]);
    // The exclusive holds only where its store is in reach: a Sydney shopper's rotation is unaffected (and empty here).
    const syd = await createShopper(db, "syd", "sydney");
    expect(await getSponsoredAds(db, syd, "homepage", await getShopperPlace(db, syd), NOW)).toEqual([]);

    const preview = await getPlacementPreview(db, { ...shopper, role: "admin" }, place, NOW);
    expect(preview.homepage.filter((a) => a.inRotation).map((a) => a.bannerText)).toEqual(["exclusive"]);
    expect(preview.homepage.at(-1)).toMatchObject({ bannerText: "premium paused", inRotation: false, active: false });
  });

  it("an exclusive needs Premium: the server refuses it for a basic retailer", async () => {
    const basic = await createRetailer(db, "Basic Shop");
    const input = bannerFieldsSchema.parse({ placement: "homepage", bannerText: "Mine alone", exclusive: true });
    await expect(createBanner(db, await ownerOf(basic), input)).rejects.toMatchObject({ code: "INVALID_INPUT", safeMessage: "Exclusive placements are for Premium retailers. Upgrade to book one." });
    expect(await db.select().from(tables.ads)).toEqual([]);
  });
});

describe("the banner page states what is live, what waits and why, and each placement's reach", () => {
  it("live, full with the next opening, own turn, exclusive, paused; reach from counted impressions", async () => {
    const mine = await createRetailer(db, "My Shop", "basic", [{ region: "auckland", northKm: 1 }]);
    const rivals = [await createRetailer(db, "Rival A"), await createRetailer(db, "Rival B"), await createRetailer(db, "Rival C")];
    const first = await ad(mine, "my first", { createdAt: day(0) });
    const second = await ad(mine, "my second", { createdAt: day(8) });
    const paused = await ad(mine, "my paused", { active: false });
    for (const [i, r] of rivals.entries()) await ad(r, `rival ${i}`, { createdAt: day(1 + i) });
    const owner = await ownerOf(mine);

    // Find an hour where my retailer waits (4 retailers, 3 seats: one hour in four).
    let waitingAt: Date | null = null;
    let liveAt: Date | null = null;
    for (let s = 0; s < 4; s++) {
      const st = await getOwnBannerStanding(db, owner, later(s));
      if (st.banners[first].state === "waiting" && st.banners[second].state === "waiting") waitingAt ??= later(s);
      if (st.banners[first].state === "live") liveAt ??= later(s);
    }
    expect(waitingAt).not.toBeNull();
    expect(liveAt).not.toBeNull();
    const waiting = await getOwnBannerStanding(db, owner, waitingAt!);
    expect(waiting.near).toBeTruthy();
    expect(waiting.banners[first].message).toMatch(new RegExp(`^Waiting: 3 retailers already hold this slot near ${waiting.near}; next opening \\w{3} \\d{1,2} \\w{3}, \\d{2}:00\\.$`));
    expect(waiting.placements.homepage.summary).toBe(`Live now near ${waiting.near}: 3 retailers, not you.`);
    expect(waiting.banners[paused]).toEqual({ state: "paused", message: "Paused — shoppers do not see it." });

    const live = await getOwnBannerStanding(db, owner, liveAt!);
    expect(live.banners[first].message).toBe(`Live now near ${live.near}, rotating with 2 other retailers (up to 3 retailers, one banner each).`);
    expect(live.banners[second].state).toBe("waiting");
    expect(live.banners[second].message).toMatch(/^Waiting its turn: one banner per retailer per rotation, and your banner “my first” has it now near .+; this one is live from .+\.$/);

    const x = await createRetailer(db, "Exclusive X", "premium");
    await ad(x, "x only", { exclusive: true });
    const excl = await getOwnBannerStanding(db, owner, liveAt!);
    expect(excl.banners[first].message).toBe(`Waiting: another retailer holds this placement exclusively near ${excl.near}; next opening when that exclusive placement ends.`);
    expect(excl.placements.homepage.summary).toBe(`Live now near ${excl.near}: another retailer's exclusive banner.`);

    // Reach: distinct shoppers with a counted impression in the last 30 days, per placement.
    const s1 = await createShopper(db, "s1");
    const s2 = await createShopper(db, "s2");
    const couponAd = await ad(mine, "my coupon banner", { placement: "coupon" });
    const at = (days: number) => new Date(liveAt!.getTime() - days * 86_400_000);
    const impression = (userId: string, adId: string, when: Date) => ({ eventType: "ad_impression", userId, retailerId: mine, adId, impressionId: crypto.randomUUID(), createdAt: when });
    await db.insert(tables.analyticsEvents).values([
      impression(s1.userId, first, at(1)),
      impression(s1.userId, second, at(2)), // same shopper, same placement: one
      impression(s2.userId, first, at(29)),
      impression(s2.userId, couponAd, at(3)),
      impression(s1.userId, couponAd, at(31)), // older than 30 days
      { eventType: "ad_click", userId: s1.userId, retailerId: mine, adId: couponAd, impressionId: crypto.randomUUID(), createdAt: at(1) },
    ]);
    const reached = await getOwnBannerStanding(db, owner, liveAt!);
    expect([reached.placements.homepage.reach, reached.placements.coupon.reach, reached.placements.category.reach]).toEqual([2, 1, 0]);
  });

  it("a retailer without an approved location is told its banners are not shown", async () => {
    const pending = await createRetailer(db, "Pending", "basic", [{ region: "auckland", listingStatus: "pending" }]);
    const id = await ad(pending, "not yet");
    const st = await getOwnBannerStanding(db, await ownerOf(pending), NOW);
    expect(st.near).toBeNull();
    expect(st.banners[id]).toEqual({ state: "unplaced", message: "Not shown: shoppers see banners only from retailers with an approved location near them, and none of your locations is approved yet." });
  });
});
