import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import { uuidArray } from "@/server/db/sql-arrays";
import { findCandidateProducts } from "@/modules/catalog/products";
import { shopperCountryCode } from "@/modules/receipts/match";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { seedDemoData } from "./seed";

let db: Db;

async function shopper(email: string) {
  const [row] = await db
    .select({ userId: tables.users.id, role: tables.users.role, countryCode: tables.profiles.countryCode, currency: tables.profiles.preferredCurrency, lat: tables.profiles.latitude })
    .from(tables.users)
    .innerJoin(tables.profiles, eq(tables.profiles.userId, tables.users.id))
    .where(eq(tables.users.email, email));
  return row!;
}

beforeAll(async () => {
  db = await getTestDb();
  await truncateAll(db);
  await seedDemoData(db, { log: () => undefined });
}, 180_000);

describe("one demo shopper per region", () => {
  it.each([
    ["shopper", "NZ", "NZD"],
    ["shopper_sydney", "AU", "AUD"],
    ["shopper_seattle", "US", "USD"],
  ] as const)("%s lives in %s and sees %s", async (key, country, currency) => {
    const row = await shopper(DEMO_ACCOUNTS[key].email);
    expect(row).toMatchObject({ role: "shopper", countryCode: country, currency });
    // Stores of the shopper's own country are near home.
    const near = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from stores
      where country_code = ${country} and abs(latitude - ${row.lat}) < 0.3`);
    expect(near.rows[0]!.n).toBeGreaterThan(5);
  });

  it("each shopper's receipt lines are matched among products of their own country only", async () => {
    for (const [key, country] of [["shopper", "NZ"], ["shopper_sydney", "AU"], ["shopper_seattle", "US"]] as const) {
      const { userId } = await shopper(DEMO_ACCOUNTS[key].email);
      const countryCode = await shopperCountryCode(db, { userId, role: "shopper", email: "", sessionId: "test" });
      expect(countryCode).toBe(country);
      const { bySearch } = await findCandidateProducts(db, [["milk"], ["bread"]], [], { countryCode });
      const ids = bySearch.flat().map((p) => p.productId);
      expect(ids.length).toBeGreaterThan(10);
      const foreign = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from products where id = any(${uuidArray(ids)}) and not (${country}::text = any(countries))`);
      expect(foreign.rows[0]!.n).toBe(0);
    }
  });
});
