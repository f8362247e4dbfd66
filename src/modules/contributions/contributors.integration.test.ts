import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { receiptContributorOf } from "./contributors";

let db: Db;
let sam: string;
let sia: string;
let store: string;
let milk: string;
let bread: string;

const AT = new Date("2026-03-09T11:30:00Z");

async function priceRow(storeId: string, productId: string, amountCents: number): Promise<number> {
  const [row] = await db.insert(tables.prices).values({ storeId, productId, amountCents, currency: "NZD", observedAt: AT, source: "receipt" }).returning({ id: tables.prices.id });
  return Number(row!.id);
}

async function observation(userId: string, productId: string, priceId: number | null, status: string, amountCents: number) {
  const [proof] = await db
    .insert(tables.receiptProofs)
    .values({ userId, storeId: store, receiptDate: "2026-03-09", currency: "NZD", linesHash: randomUUID().replaceAll("-", "").padEnd(64, "0"), shared: true, reconciled: true, lineCount: 1 })
    .returning({ id: tables.receiptProofs.id });
  await db.insert(tables.priceObservations).values({ proofId: proof!.id, userId, storeId: store, productId, amountCents, currency: "NZD", observedAt: AT, observedOn: "2026-03-09", status, priceId });
}

beforeAll(async () => {
  db = await getTestDb();
});

beforeEach(async () => {
  await truncateAll(db);
  const users = await db
    .insert(tables.users)
    .values([{ email: `sam-${randomUUID()}@contrib.test`, passwordHash: "x" }, { email: `sia-${randomUUID()}@contrib.test`, passwordHash: "x" }])
    .returning({ id: tables.users.id });
  [sam, sia] = users.map((u) => u.id);
  const [s] = await db
    .insert(tables.stores)
    .values({ name: "Home Market", storeType: "supermarket", address: "1 Home Road", latitude: -36.85, longitude: 174.76, countryCode: "NZ", currency: "NZD", timeZone: "Pacific/Auckland" })
    .returning({ id: tables.stores.id });
  store = s!.id;
  const products = await db
    .insert(tables.products)
    .values([
      { name: "Anchor Blue Milk 2L", category: "dairy", unit: "ml", unitQuantity: 2000, countries: ["NZ"] },
      { name: "Tip Top Bread 700g", category: "bakery", unit: "g", unitQuantity: 700, countries: ["NZ"] },
    ])
    .returning({ id: tables.products.id });
  [milk, bread] = products.map((p) => p.id);
});

describe("receiptContributorOf", () => {
  it("names the shopper whose published or approved receipt observation became the price", async () => {
    const published = await priceRow(store, milk, 400);
    const approved = await priceRow(store, bread, 350);
    await observation(sam, milk, published, "published", 400);
    await observation(sia, bread, approved, "approved", 350);
    expect(await receiptContributorOf(db, { priceId: published, storeId: store, productId: milk })).toBe(sam);
    expect(await receiptContributorOf(db, { priceId: approved, storeId: store, productId: bread })).toBe(sia);
  });

  it("names no one for a held or rejected observation, another price, or another product", async () => {
    const held = await priceRow(store, milk, 400);
    await observation(sam, milk, held, "held", 400);
    const rejected = await priceRow(store, milk, 410);
    await observation(sam, milk, rejected, "rejected", 410);
    const bare = await priceRow(store, milk, 420);
    expect(await receiptContributorOf(db, { priceId: held, storeId: store, productId: milk })).toBeNull();
    expect(await receiptContributorOf(db, { priceId: rejected, storeId: store, productId: milk })).toBeNull();
    expect(await receiptContributorOf(db, { priceId: bare, storeId: store, productId: milk })).toBeNull();
    const mine = await priceRow(store, bread, 350);
    await observation(sam, bread, mine, "published", 350);
    expect(await receiptContributorOf(db, { priceId: mine, storeId: store, productId: milk })).toBeNull();
  });
});
