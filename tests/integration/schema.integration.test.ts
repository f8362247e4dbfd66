import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import * as t from "../../src/server/db/schema";
import { describeSchema } from "../../scripts/lib/describe-schema";
import { getTestDb, getTestHandle, truncateAll } from "../setup/db";

describe("one schema on both engines", () => {
  it("PGlite and PostgreSQL end with identical columns, constraints, indexes and triggers", async () => {
    const child = spawnSync("npx", ["tsx", "scripts/describe-pglite-schema.ts"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    expect(child.status, child.stderr).toBe(0);
    const lite = JSON.parse(child.stdout);
    const server = await describeSchema(await getTestHandle());
    expect(lite.columns.length).toBeGreaterThan(150);
    expect(server.columns).toEqual(lite.columns);
    expect(server.constraints).toEqual(lite.constraints);
    expect(server.indexes).toEqual(lite.indexes);
    expect(server.triggers).toEqual(lite.triggers);
    expect(server.partitioned).toEqual([{ relname: "prices" }]);
    expect(server.partitioned).toEqual(lite.partitioned);
  }, 120_000);

  it("current_prices follows the newest observation, whatever the insert order", async () => {
    const db = await getTestDb();
    await truncateAll(db);
    const [store] = await db.insert(t.stores).values({ name: "S", storeType: "grocery", latitude: 1, longitude: 1 }).returning({ id: t.stores.id });
    const [product] = await db.insert(t.products).values({ name: "Milk 1L", category: "dairy" }).returning({ id: t.products.id });
    const base = { productId: product.id, storeId: store.id, currency: "USD" as const, source: "seed" as const };
    await db.insert(t.prices).values([
      { ...base, amountCents: 300, observedAt: new Date("2026-01-02") },
      { ...base, amountCents: 250, observedAt: new Date("2026-01-09") },
    ]);
    await db.insert(t.prices).values({ ...base, amountCents: 999, observedAt: new Date("2026-01-01") }); // a late-arriving old point
    const cur = await db.select().from(t.currentPrices);
    expect(cur).toHaveLength(1);
    expect(cur[0].amountCents).toBe(250);
    await db.insert(t.prices).values({ ...base, amountCents: 199, observedAt: new Date("2026-01-16"), source: "receipt" });
    const [after] = await db.select().from(t.currentPrices);
    expect(after.amountCents).toBe(199);
    expect(after.source).toBe("receipt");
  });
});
