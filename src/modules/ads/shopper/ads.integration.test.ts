import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tables, type Db } from "@/server/db";
import { getTestDb, truncateAll } from "../../../../tests/setup/db";
import { createRetailer, createShopper } from "@/modules/coupons/shopper/testing/fixtures.integration";
import { getPlacementPreview, getSponsoredAds } from "./queries";

let db: Db;
const day = (n: number) => new Date(Date.UTC(2030, 0, 1) + n * 86_400_000);

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await truncateAll(db);
});

describe("getSponsoredAds", () => {
  it("honours the placement, skips paused banners, puts premium first and keeps at most three", async () => {
    const basic = await createRetailer(db, "Basic Butcher");
    const premium = await createRetailer(db, "Premium Fish", "premium");
    const shopper = await createShopper(db);
    await db.insert(tables.ads).values([
      { retailerId: basic, bannerText: "basic newest", createdAt: day(10) },
      { retailerId: basic, bannerText: "basic older", createdAt: day(5) },
      { retailerId: basic, bannerText: "basic oldest", createdAt: day(1) },
      { retailerId: premium, bannerText: "premium old", createdAt: day(0) },
      { retailerId: premium, bannerText: "premium paused", createdAt: day(20), active: false },
      { retailerId: premium, bannerText: "premium category", placement: "category", createdAt: day(30), clickUrl: "javascript:alert(1)" },
    ]);
    const home = await getSponsoredAds(db, shopper, "homepage");
    expect(home.map((a) => a.bannerText)).toEqual(["premium old", "basic newest", "basic older"]);
    expect(home.map((a) => a.isPremium)).toEqual([true, false, false]);
    const category = await getSponsoredAds(db, shopper, "category");
    expect(category.map((a) => a.bannerText)).toEqual(["premium category"]);
    expect(category[0].clickUrl).toBeNull();
    expect(await getSponsoredAds(db, shopper, "coupon")).toEqual([]);

    const preview = await getPlacementPreview(db, { ...shopper, role: "admin" });
    expect(preview.homepage.map((a) => [a.bannerText, a.inRotation])).toEqual([
      ["premium old", true],
      ["basic newest", true],
      ["basic older", true],
      ["basic oldest", false],
      ["premium paused", false],
    ]);
  });
});
