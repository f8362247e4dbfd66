import { beforeEach, describe, expect, it } from "vitest";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { tables } from "@/server/db";
import { productIdsSoldIn } from "./regional-products";

const NONE = "00000000-0000-4000-8000-000000000000";

beforeEach(async () => {
  await truncateAll(await getTestDb());
});

describe("productIdsSoldIn", () => {
  it("keeps real products sold in the country or with no recorded region; with no country, every real product", async () => {
    const db = await getTestDb();
    const [nz, au, anywhere] = await db
      .insert(tables.products)
      .values([
        { name: "Kiwi Milk", category: "Dairy", countries: ["NZ"] },
        { name: "Aussie Milk", category: "Dairy", countries: ["AU"] },
        { name: "Plain Salt", category: "Pantry", countries: [] },
      ])
      .returning({ id: tables.products.id });
    const ids = [nz.id, au.id, anywhere.id, NONE, nz.id];
    expect(await productIdsSoldIn(db, ids, "NZ")).toEqual(new Set([nz.id, anywhere.id]));
    expect(await productIdsSoldIn(db, ids, "AU")).toEqual(new Set([au.id, anywhere.id]));
    expect(await productIdsSoldIn(db, ids, null)).toEqual(new Set([nz.id, au.id, anywhere.id]));
    expect(await productIdsSoldIn(db, [], "NZ")).toEqual(new Set());
  });
});
