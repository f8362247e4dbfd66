import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tables, type Db } from "@/server/db";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { countCouponRedemptions, listLiveCoupons } from "./mail-queries";
import { retailerRefFromOwnRow } from "@/modules/retailers/ref";

/* Coupons for the scheduled e-mails (decision 059): which coupons are live, new or ending, and redemptions in a window. */

let db: Db;
const DAY = 86_400_000;
const NOW = new Date(Date.UTC(2026, 10, 26, 9));
const at = (days: number) => new Date(NOW.getTime() + days * DAY);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await truncateAll(db);
});

async function retailer(tag: string) {
  const [u] = await db.insert(tables.users).values({ email: `${tag}@example.test`, passwordHash: "x", role: "retailer" }).returning({ id: tables.users.id });
  const [r] = await db.insert(tables.retailers).values({ userId: u.id, name: `Shop ${tag}`, address: "1 Queen St" }).returning({ id: tables.retailers.id });
  return r.id;
}

describe("coupons' mail queries", () => {
  it("lists live coupons created since an instant (oldest first) or ending by a day (soonest first); never unpaid, expired early or past expiry", async () => {
    const r = await retailer("a");
    const coupon = (title: string, extra: Partial<typeof tables.coupons.$inferInsert>) => ({ retailerId: r, title, discountValue: "10%", expiryDate: isoDay(at(30)), feeStatus: "paid" as const, createdAt: at(-1), ...extra });
    await db.insert(tables.coupons).values([
      coupon("new", { createdAt: at(-2) }),
      coupon("newer waived", { feeStatus: "waived" }),
      coupon("ends soon", { expiryDate: isoDay(at(2)), createdAt: at(-20) }),
      coupon("ends today", { expiryDate: isoDay(NOW), createdAt: at(-20) }),
      coupon("unpaid", { feeStatus: "awaiting_payment", expiryDate: isoDay(at(1)) }),
      coupon("expired early", { status: "expired", expiryDate: isoDay(at(1)) }),
      coupon("past", { expiryDate: isoDay(at(-1)) }),
    ]);
    const fresh = await listLiveCoupons(db, isoDay(NOW), { createdSince: at(-7) });
    expect(fresh.map((c) => c.title)).toEqual(["new", "newer waived"]);
    expect(fresh[0]).toMatchObject({ retailerId: r, discountValue: "10%", expiryDate: isoDay(at(30)) });
    const ending = await listLiveCoupons(db, isoDay(NOW), { endingBy: isoDay(at(3)) });
    expect(ending.map((c) => c.title)).toEqual(["ends today", "ends soon"]);
  });

  it("counts the retailer's redemptions in [start, end) only", async () => {
    const mine = await retailer("b");
    const other = await retailer("c");
    const [[c1], [c2]] = await Promise.all([
      db.insert(tables.coupons).values({ retailerId: mine, title: "x", discountValue: "1", expiryDate: isoDay(at(30)), feeStatus: "paid" }).returning({ id: tables.coupons.id }),
      db.insert(tables.coupons).values({ retailerId: other, title: "y", discountValue: "1", expiryDate: isoDay(at(30)), feeStatus: "paid" }).returning({ id: tables.coupons.id }),
    ]);
    const shoppers = await db.insert(tables.users).values([1, 2, 3].map((i) => ({ email: `s${i}@example.test`, passwordHash: "x" }))).returning({ id: tables.users.id });
    await db.insert(tables.couponRedemptions).values([
      { couponId: c1.id, userId: shoppers[0].id, code: "A1", redeemedAt: at(-3) },
      { couponId: c1.id, userId: shoppers[1].id, code: "A2", redeemedAt: at(0) }, // at the end: outside
      { couponId: c2.id, userId: shoppers[2].id, code: "B1", redeemedAt: at(-3) }, // another retailer's
    ]);
    expect(await countCouponRedemptions(db, retailerRefFromOwnRow(mine), at(-7), at(0))).toBe(1);
  });
});
