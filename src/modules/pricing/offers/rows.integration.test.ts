import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import { getTestDb, truncateAll } from "../../../../tests/setup/db";
import { loadOfferRows, type OfferRequest, type OfferRow } from "./rows";

// The offer query read as two statements (large reads) must keep every line's rows, and their
// order, exactly as one statement does: the chooser keeps the first of exactly equal options.
let db: Db;
let storeIds: string[];
let requests: OfferRequest[];

beforeAll(async () => {
  db = await getTestDb();
  await truncateAll(db);
  const stores = await db
    .insert(tables.stores)
    .values(["A", "B", "C"].map((n, i) => ({ name: `Rows ${n}`, storeType: "supermarket" as const, chain: "Rows", address: `${i} Road`, city: "Auckland", countryCode: "NZ", currency: "NZD" as const, latitude: -36.85, longitude: 174.75 })))
    .returning({ id: tables.stores.id });
  storeIds = stores.map((s) => s.id);
  // 240 products in three units, many at exactly the same pack price and size (ties).
  const products = await db
    .insert(tables.products)
    .values(Array.from({ length: 240 }, (_, i) => ({ name: `Rows Product ${i}`, size: "500g", unitQuantity: [500, 1000, 6][i % 3], unit: (["g", "ml", "each"] as const)[i % 3], category: "pantry", countries: ["NZ"] })))
    .returning({ id: tables.products.id, unit: tables.products.unit, unitQuantity: tables.products.unitQuantity });
  await db.execute(sql`
    insert into prices (product_id, store_id, amount_cents, currency, observed_at, source)
    select p.id, s.id, 200 + (abs(hashtext(p.id::text || s.id::text)) % 4) * 50, 'NZD', now(), 'scrape'
    from products p cross join stores s where p.name like 'Rows %' and s.name like 'Rows %'`);
  // 12 lines of 60 products each (720 requests: read in two statements), some sized, one remembered.
  requests = Array.from({ length: 12 }, (_, line) =>
    products.slice((line * 20) % 180, ((line * 20) % 180) + 60).map((p, k) => ({
      line, productId: p.id, unit: p.unit, unitQuantity: p.unitQuantity, sizedUnit: line % 4 === 0 ? ("g" as const) : null, wanted: line % 4 === 0 ? 1500 : 0, remembered: line === 5 && k === 7,
    })),
  ).flat();
}, 60_000);

const byLine = (rows: OfferRow[]) => {
  const out = new Map<number, OfferRow[]>();
  for (const r of rows) (out.get(r.line) ?? out.set(r.line, []).get(r.line)!).push(r);
  return [...out].sort((a, b) => a[0] - b[0]);
};

describe("loadOfferRows split in two statements", () => {
  it.each([3, null])("gives every line the same rows in the same order as one statement (topK %s)", async (topK) => {
    const one = await loadOfferRows(db, storeIds, requests, topK, { split: false });
    const two = await loadOfferRows(db, storeIds, requests, topK);
    expect(one.length).toBeGreaterThan(200);
    expect(byLine(two)).toEqual(byLine(one));
    // Exact ties (same line, store, unit, size and price) are there, and come in product id order.
    const unitOf = new Map(requests.map((r) => [r.productId, r.unit]));
    const tied = one.flatMap((r, i) => {
      const prev = one[i - 1];
      return i > 0 && prev.line === r.line && prev.storeId === r.storeId && unitOf.get(prev.productId) === unitOf.get(r.productId) && prev.amountCents === r.amountCents ? [[prev.productId, r.productId]] : [];
    });
    expect(tied.length).toBeGreaterThan(10);
    for (const [a, b] of tied) expect(a < b).toBe(true);
  });

  it("is stable: the same read twice gives the same order", async () => {
    expect(await loadOfferRows(db, storeIds, requests, 3)).toEqual(await loadOfferRows(db, storeIds, requests, 3));
  });
});
