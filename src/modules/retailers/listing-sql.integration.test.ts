import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { tables } from "@/server/db";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import type { Db } from "@/server/db";
import { retailerListingSql } from "./listing-sql";

async function createRetailer(db: Db, name: string): Promise<string> {
  const [user] = await db.insert(tables.users).values({ email: `${name.toLowerCase()}-${Date.now()}@listing.test`, passwordHash: "x", role: "retailer" }).returning({ id: tables.users.id });
  const [row] = await db.insert(tables.retailers).values({ userId: user!.id, name, address: "1 Test Street" }).returning({ id: tables.retailers.id });
  return row!.id;
}

beforeEach(async () => {
  await truncateAll(await getTestDb());
});

describe("retailerListingSql", () => {
  it("joins a retailer's public columns by id and calls it premium for the premium tier or an active premium plan", async () => {
    const db = await getTestDb();
    const [basic, tier, plan] = [await createRetailer(db, "Basic"), await createRetailer(db, "Tier"), await createRetailer(db, "Plan")];
    await db.update(tables.retailers).set({ subscriptionTier: "premium" }).where(sql`${tables.retailers.id} = ${tier}::uuid`);
    await db.update(tables.retailers).set({ premiumActive: true, logoUrl: "/logo.png" }).where(sql`${tables.retailers.id} = ${plan}::uuid`);
    const r = retailerListingSql("r");
    const res = await db.execute<{ id: string; name: string; premium: boolean; logo: string | null; demo: boolean }>(
      sql`select ${r.id} as id, ${r.name} as name, ${r.isPremium} as premium, ${r.logoUrl} as logo, ${r.isDemo} as demo from ${r.relation} order by ${r.name}`,
    );
    expect(res.rows).toEqual([
      { id: basic, name: "Basic", premium: false, logo: null, demo: false },
      { id: plan, name: "Plan", premium: true, logo: "/logo.png", demo: false },
      { id: tier, name: "Tier", premium: true, logo: null, demo: false },
    ]);
  });
});
