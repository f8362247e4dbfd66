import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getTestDb, truncateAll } from "../../../../tests/setup/db";
import { tables, type Db } from "@/server/db";
import { actorFor, createTestUser } from "@/modules/users/testing/factories";
import { couponFeeLedger } from "./fee-ledger";
import { countOwnRedemptions } from "../shopper/profile-stats";

/*
 * The coupons module's side of a coupon's fee (decision 059): billing runs these in its own
 * transactions. Only the retailer's own coupon is found; a fee is waived or marked paid once, and
 * only from awaiting_payment.
 */
let db: Db;
beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => truncateAll(db));

async function retailer(): Promise<string> {
  const user = await createTestUser(db, { role: "retailer" });
  const [row] = await db.insert(tables.retailers).values({ userId: user.id, name: "Shop", address: "1 Test Street" }).returning({ id: tables.retailers.id });
  return row.id;
}
async function coupon(retailerId: string, feeStatus: "awaiting_payment" | "paid" = "awaiting_payment"): Promise<string> {
  const [row] = await db.insert(tables.coupons).values({ retailerId, title: "Ten off", discountValue: "10%", expiryDate: "2099-01-01", feeStatus }).returning({ id: tables.coupons.id });
  return row.id;
}
const feeStatusOf = async (id: string) => (await db.select({ s: tables.coupons.feeStatus }).from(tables.coupons).where(eq(tables.coupons.id, id)))[0]?.s;

describe("coupon fee ledger", () => {
  it("finds only the retailer's own coupon", async () => {
    const [mine, theirs] = [await retailer(), await retailer()];
    const id = await coupon(mine);
    expect(await couponFeeLedger.findOwnCoupon(db, { id: mine }, id)).toEqual({ id, title: "Ten off", feeStatus: "awaiting_payment" });
    expect(await couponFeeLedger.findOwnCoupon(db, { id: theirs }, id)).toBeNull();
  });

  it("waives an awaiting fee once, inside the caller's transaction", async () => {
    const id = await coupon(await retailer());
    expect(await db.transaction((tx) => couponFeeLedger.waiveFee(tx, { id }))).toBe(true);
    expect(await db.transaction((tx) => couponFeeLedger.waiveFee(tx, { id }))).toBe(false);
    expect(await feeStatusOf(id)).toBe("waived");
    // A rolled-back transaction leaves the coupon awaiting payment.
    const other = await coupon(await retailer());
    await expect(db.transaction(async (tx) => {
      await couponFeeLedger.waiveFee(tx, { id: other });
      throw new Error("rollback");
    })).rejects.toThrow("rollback");
    expect(await feeStatusOf(other)).toBe("awaiting_payment");
  });

  it("marks an awaiting fee paid only for the coupon's own retailer, and never undoes a waiver", async () => {
    const [mine, theirs] = [await retailer(), await retailer()];
    const id = await coupon(mine);
    await db.transaction((tx) => couponFeeLedger.markFeePaid(tx, { id, retailerId: theirs }));
    expect(await feeStatusOf(id)).toBe("awaiting_payment");
    await db.transaction((tx) => couponFeeLedger.markFeePaid(tx, { id, retailerId: mine }));
    expect(await feeStatusOf(id)).toBe("paid");
    const waived = await coupon(mine);
    await db.transaction((tx) => couponFeeLedger.waiveFee(tx, { id: waived }));
    await db.transaction((tx) => couponFeeLedger.markFeePaid(tx, { id: waived, retailerId: mine }));
    expect(await feeStatusOf(waived)).toBe("waived");
  });
});

describe("countOwnRedemptions", () => {
  it("counts the signed-in shopper's redemptions only", async () => {
    const r = await retailer();
    const [a, b] = [await createTestUser(db), await createTestUser(db)];
    const [c1, c2] = [await coupon(r, "paid"), await coupon(r, "paid")];
    await db.insert(tables.couponRedemptions).values([{ couponId: c1, userId: a.id }, { couponId: c2, userId: a.id }, { couponId: c1, userId: b.id }]);
    expect(await countOwnRedemptions(db, await actorFor(db, a))).toBe(2);
    expect(await countOwnRedemptions(db, await actorFor(db, b))).toBe(1);
    expect(await countOwnRedemptions(db, await actorFor(db, await createTestUser(db)))).toBe(0);
  });
});
