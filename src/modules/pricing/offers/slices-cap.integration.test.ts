import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { getTestDb } from "../../../../tests/setup/db";
import { compareList } from "../compare";
import { ITEMS, ORIGIN, freshScenario } from "../testing/scenario.integration";
import { clearOfferCache } from "./cache";
import { buildPriceSlices, clearPriceSlices, priceSlicesStats } from "./slices";

// A memory limit far below the scenario's few prices (1 kB): the slices are given up whole, not half-kept.
vi.mock("@/server/env", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/server/env")>();
  return { ...real, env: { ...real.env, PRICE_SLICES_MAX_MB: 0.001 } };
});

let db: Db;
let alice: Actor;

beforeAll(async () => {
  db = await getTestDb();
  ({ alice } = await freshScenario(db));
});
afterAll(() => clearPriceSlices());

describe("price slices over their memory limit", () => {
  it("are given up whole, and comparisons rank every store in SQL", async () => {
    clearPriceSlices();
    await buildPriceSlices(db);
    expect(priceSlicesStats()).toMatchObject({ ready: false, stores: 0, rows: 0, arrayBytes: 0 });
    clearOfferCache();
    const c = await compareList(db, { actor: alice, items: ITEMS.map((name, i) => ({ id: `l${i}`, name, quantity: 1 })), origin: { ...ORIGIN, label: "Test Town", source: "profile" }, options: {} });
    expect(c.diagnostics.slicedStores).toBe(0);
    expect(c.diagnostics.sqlStores).toBeGreaterThan(2);
    expect(c.uncovered).toEqual([]);
  });
});
