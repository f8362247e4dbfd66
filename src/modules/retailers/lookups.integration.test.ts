import { beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { tables, type Db } from "@/server/db";
import { createTestUser } from "@/modules/users/testing/factories";
import { findRetailerOfUser, lastOpenDataSharingChange, retailerNames, retailerSharesOpenDataSql, sharesOpenDataPrices } from "./lookups";

const NONE = "00000000-0000-4000-8000-000000000000";

async function retailer(db: Db, name: string) {
  const user = await createTestUser(db, { role: "retailer" });
  const [r] = await db.insert(tables.retailers).values({ userId: user.id, name, address: "1 Long Street, Town" }).returning({ id: tables.retailers.id });
  return { userId: user.id, id: r.id };
}

beforeEach(async () => {
  await truncateAll(await getTestDb());
});

describe("retailers' lookups for other modules", () => {
  it("finds a user's retailer and retailers' names", async () => {
    const db = await getTestDb();
    const a = await retailer(db, "Shop A");
    const b = await retailer(db, "Shop B");
    const shopper = await createTestUser(db);
    expect(await findRetailerOfUser(db, { userId: a.userId })).toEqual({ id: a.id, name: "Shop A" });
    expect(await findRetailerOfUser(db, { userId: shopper.id })).toBeNull();
    expect(await retailerNames(db, [])).toEqual(new Map());
    expect(await retailerNames(db, [a.id, b.id, a.id, NONE])).toEqual(new Map([[a.id, "Shop A"], [b.id, "Shop B"]]));
  });

  it("reads the open-data switch, its last change, and its SQL form (false for no retailer)", async () => {
    const db = await getTestDb();
    const a = await retailer(db, "Shop A");
    const b = await retailer(db, "Shop B");
    expect(await lastOpenDataSharingChange(db)).toBeNull();
    const at = new Date("2026-11-20T10:00:00.000Z");
    await db.update(tables.retailers).set({ openDataPrices: true, openDataChangedAt: at }).where(eq(tables.retailers.id, a.id));
    await db.update(tables.retailers).set({ openDataChangedAt: new Date("2026-11-01T00:00:00.000Z") }).where(eq(tables.retailers.id, b.id));
    expect([await sharesOpenDataPrices(db, { id: a.id }), await sharesOpenDataPrices(db, { id: b.id }), await sharesOpenDataPrices(db, { id: NONE })]).toEqual([true, false, false]);
    expect((await lastOpenDataSharingChange(db))?.toISOString()).toBe(at.toISOString());
    const viaSql = async (id: string | null) => (await db.execute<{ on: boolean }>(sql`select ${retailerSharesOpenDataSql(sql`${id}::uuid`)} as on`)).rows[0].on;
    expect([await viaSql(a.id), await viaSql(b.id), await viaSql(null), await viaSql(NONE)]).toEqual([true, false, false, false]);
  });
});
