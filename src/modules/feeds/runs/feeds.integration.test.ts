import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { getTestDb, truncateAll } from "../../../../tests/setup/db";
import { tables, type Db } from "@/server/db";
import { createFeedRun } from "./dry-run";
import { confirmHeldRows, discardFeedRun, publishFeedRun } from "./publish";
import { getFeedRunReport, listProductsForReview } from "./queries";
import { uploadFeed } from "./upload";
import { FEED_MAX_BYTES } from "../messages";

const T0 = new Date("2026-11-20T00:00:00Z");
const HEADER = "id\ttitle\tprice\tavailability\tgtin\tbrand";

async function retailerUser(db: Db, name = "Kingsland Butchery") {
  const [user] = await db.insert(tables.users).values({ email: `r-${randomUUID()}@feeds.test`, passwordHash: "x", role: "retailer" }).returning({ id: tables.users.id });
  const [r] = await db.insert(tables.retailers).values({ userId: user.id, name, address: "1 Long Street, Town" }).returning({ id: tables.retailers.id });
  return { actor: { userId: user.id }, retailerId: r.id };
}

async function store(db: Db, retailerId: string, over: Partial<typeof tables.stores.$inferInsert> = {}) {
  const [s] = await db
    .insert(tables.stores)
    .values({ name: "Kingsland", storeType: "butcher", currency: "NZD", countryCode: "NZ", timeZone: "Pacific/Auckland", address: "445 New North Road", latitude: -36.87, longitude: 174.74, retailerId, ...over })
    .returning({ id: tables.stores.id });
  return s.id;
}

async function product(db: Db, over: Partial<typeof tables.products.$inferInsert> & { name: string }) {
  const [p] = await db.insert(tables.products).values({ category: "meat", unit: "g", unitQuantity: 1000, ...over }).returning({ id: tables.products.id });
  return p.id;
}

function tsv(rows: string[][]): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode([HEADER, ...rows.map((r) => r.join("\t"))].join("\n"));
}

/** n rows of distinct new products (each with a size, so they can be created). */
function manyRows(n: number, price = "5.00 NZD"): string[][] {
  return Array.from({ length: n }, (_, i) => [`sku-${i}`, `Test Sausage Variety ${i} 500g`, price, "in_stock", "", "Kingsland"]);
}

async function current(db: Db, storeId: string, productId: string) {
  const [row] = await db.select().from(tables.currentPrices).where(and(eq(tables.currentPrices.storeId, storeId), eq(tables.currentPrices.productId, productId)));
  return row;
}

describe("retailer feed runs on PostgreSQL", () => {
  beforeEach(async () => {
    await truncateAll(await getTestDb());
  });

  it("stores a dry run, publishes to every approved store with source retailer and the run; errors never publish", async () => {
    const db = await getTestDb();
    const { actor, retailerId } = await retailerUser(db);
    const a = await store(db, retailerId);
    const b = await store(db, retailerId, { name: "Kingsland Two" });
    const pending = await store(db, retailerId, { name: "Pending", listingStatus: "pending" });
    const mince = await product(db, { name: "Premium Beef Mince 1kg", brand: "Kingsland", size: "1kg", barcode: "9400547000029" });
    const feed = tsv([
      ["m1", "Beef Mince 1kg", "14.99 NZD", "in_stock", "9400547000029", "Kingsland"],
      ["m2", "Lamb Shoulder Chops 750g", "12.50 NZD", "in_stock", "", "Kingsland"],
      ["m3", "Bad Row", "-1 NZD", "in_stock", "", ""],
    ]);
    const { runId, status } = await createFeedRun(db, actor, { origin: "upload", fileName: "feed.tsv", bytes: feed }, T0);
    expect(status).toBe("draft");
    // The dry run wrote no price and no product.
    expect(await db.select().from(tables.prices)).toHaveLength(0);
    const report = await getFeedRunReport(db, actor, runId);
    expect(report.run).toMatchObject({ status: "draft", kind: "product", validRows: 2, belowFloor: false });
    expect(report.rows.map((r) => [r.line, r.outcome, r.matchedBy])).toEqual([[2, "new", "gtin"], [3, "new", "new"], [4, "error", null]]);
    expect(report.rows[1].messages.join(" ")).toMatch(/new product, flagged for review/);

    const at = new Date("2026-11-20T01:00:00Z");
    const res = await publishFeedRun(db, actor, { runId }, at);
    expect(res).toMatchObject({ pricesWritten: 4, productsCreated: 1 });
    for (const s of [a, b]) {
      const cp = await current(db, s, mince);
      expect(cp).toMatchObject({ amountCents: 1499, source: "retailer", currency: "NZD" });
      expect(cp.observedAt.toISOString()).toBe(at.toISOString());
    }
    expect(await db.select().from(tables.currentPrices).where(eq(tables.currentPrices.storeId, pending))).toHaveLength(0);
    const history = await db.select().from(tables.prices);
    expect(history.every((h) => h.feedRunId === runId && h.source === "retailer")).toBe(true);
    const [lamb] = await db.select().from(tables.products).where(eq(tables.products.name, "Lamb Shoulder Chops 750g"));
    expect(lamb).toMatchObject({ unit: "g", unitQuantity: 750, category: "meat" });
    expect((await listProductsForReview(db)).map((p) => p.productId)).toEqual([lamb.id]);
    // Published once; a second publish is refused.
    await expect(publishFeedRun(db, actor, { runId }, at)).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("another retailer's run is not found and nothing changes", async () => {
    const db = await getTestDb();
    const owner = await retailerUser(db);
    await store(db, owner.retailerId);
    const other = await retailerUser(db, "Other Shop");
    await store(db, other.retailerId);
    const { runId } = await createFeedRun(db, owner.actor, { origin: "upload", bytes: tsv(manyRows(2)) }, T0);
    await expect(getFeedRunReport(db, other.actor, runId)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(publishFeedRun(db, other.actor, { runId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(discardFeedRun(db, other.actor, { runId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(confirmHeldRows(db, other.actor, { runId, lines: "all" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await db.select().from(tables.prices)).toHaveLength(0);
    const [run] = await db.select().from(tables.feedRuns).where(eq(tables.feedRuns.id, runId));
    expect(run.status).toBe("draft");
  });

  it("the 80% floor: exactly 80% publishes, 79% is held until confirmed and the previous prices keep serving", async () => {
    const db = await getTestDb();
    const { actor, retailerId } = await retailerUser(db);
    const s = await store(db, retailerId);
    const first = await createFeedRun(db, actor, { origin: "upload", bytes: tsv(manyRows(100)) }, T0);
    await publishFeedRun(db, actor, { runId: first.runId }, T0);

    // 79 of 100: held (and discarded here); 80 of 100: publishes.
    const r79 = await createFeedRun(db, actor, { origin: "upload", bytes: tsv(manyRows(79, "5.10 NZD")) }, new Date("2026-11-21T00:00:00Z"));
    expect((await getFeedRunReport(db, actor, r79.runId)).run).toMatchObject({ validRows: 79, previousValidRows: 100, belowFloor: true });
    await expect(publishFeedRun(db, actor, { runId: r79.runId }, new Date("2026-11-21T00:00:00Z"))).rejects.toMatchObject({ code: "CONFLICT" });
    await discardFeedRun(db, actor, { runId: r79.runId });
    const exactly80 = await createFeedRun(db, actor, { origin: "upload", bytes: tsv(manyRows(80, "5.10 NZD")) }, new Date("2026-11-21T00:00:00Z"));
    expect((await getFeedRunReport(db, actor, exactly80.runId)).run).toMatchObject({ validRows: 80, previousValidRows: 100, belowFloor: false });
    await publishFeedRun(db, actor, { runId: exactly80.runId }, new Date("2026-11-21T00:00:00Z"));

    // 63 of 80 = 78.75 %; 64 of 80 = exactly 80 %.
    const below = await createFeedRun(db, actor, { origin: "upload", bytes: tsv(manyRows(63, "5.20 NZD")) }, new Date("2026-11-22T00:00:00Z"));
    expect((await getFeedRunReport(db, actor, below.runId)).run).toMatchObject({ validRows: 63, previousValidRows: 80, belowFloor: true });
    await expect(publishFeedRun(db, actor, { runId: below.runId }, new Date("2026-11-22T00:00:00Z"))).rejects.toMatchObject({ code: "CONFLICT", safeMessage: expect.stringMatching(/fewer than 80%/) });
    const [sku0] = await db.select().from(tables.feedItemProducts).where(eq(tables.feedItemProducts.itemId, "sku-0"));
    expect((await current(db, s, sku0.productId)).amountCents).toBe(510);
    await publishFeedRun(db, actor, { runId: below.runId, confirmBelowFloor: true }, new Date("2026-11-22T00:00:00Z"));
    expect((await current(db, s, sku0.productId)).amountCents).toBe(520);

    // Errors do not count as valid rows: 51 valid of 63 = 80.95 % → not below; 50 valid = 79.4 % → below.
    const mixed = (valid: number, bad: number) => tsv([...manyRows(valid, "5.20 NZD"), ...Array.from({ length: bad }, (_, i) => [`bad-${i}`, "Broken 500g", "0 NZD", "in_stock", "", ""])]);
    const ok = await createFeedRun(db, actor, { origin: "upload", bytes: mixed(51, 12) }, new Date("2026-11-23T00:00:00Z"));
    expect((await getFeedRunReport(db, actor, ok.runId)).run).toMatchObject({ validRows: 51, belowFloor: false });
    const held = await createFeedRun(db, actor, { origin: "upload", bytes: mixed(50, 13) }, new Date("2026-11-23T00:00:00Z"));
    expect((await getFeedRunReport(db, actor, held.runId)).run).toMatchObject({ validRows: 50, belowFloor: true });
  });

  it("the 50% hold: exactly 50% publishes, 51% is held until confirmed (per row or all), up and down", async () => {
    const db = await getTestDb();
    const { actor, retailerId } = await retailerUser(db);
    const s = await store(db, retailerId);
    const ids = ["up50", "up51", "down50", "down51"];
    const first = await createFeedRun(db, actor, { origin: "upload", bytes: tsv(ids.map((id, i) => [id, `Test Cut ${i} 500g`, "10.00 NZD", "in_stock", "", ""])) }, T0);
    await publishFeedRun(db, actor, { runId: first.runId }, T0);
    const productOf = async (id: string) => (await db.select().from(tables.feedItemProducts).where(eq(tables.feedItemProducts.itemId, id)))[0].productId;

    const next = [["up50", "15.00"], ["up51", "15.10"], ["down50", "5.00"], ["down51", "4.90"]].map(([id, price]) => [id, `Test Cut ${ids.indexOf(id)} 500g`, `${price} NZD`, "in_stock", "", ""]);
    const at = new Date("2026-11-21T00:00:00Z");
    const run = await createFeedRun(db, actor, { origin: "upload", bytes: tsv(next) }, at);
    const report = await getFeedRunReport(db, actor, run.runId);
    expect(Object.fromEntries(report.rows.map((r) => [r.itemId, r.outcome]))).toEqual({ up50: "changed", up51: "held", down50: "changed", down51: "held" });
    expect(report.rows.find((r) => r.itemId === "up51")!.messages.join(" ")).toMatch(/changes by 51% \(more than 50%\): held until you confirm/);

    // Confirm one held row; publish: the other keeps its previous price.
    const up51Line = report.rows.find((r) => r.itemId === "up51")!.line;
    await confirmHeldRows(db, actor, { runId: run.runId, lines: [up51Line] });
    const published = await publishFeedRun(db, actor, { runId: run.runId }, at);
    expect(published.impact).toMatchObject({ changed: 3, held: 1 });
    expect((await current(db, s, await productOf("up50"))).amountCents).toBe(1500);
    expect((await current(db, s, await productOf("up51"))).amountCents).toBe(1510);
    expect((await current(db, s, await productOf("down50"))).amountCents).toBe(500);
    expect((await current(db, s, await productOf("down51"))).amountCents).toBe(1000);

    // "Confirm all" on a new run releases every held row.
    const again = await createFeedRun(db, actor, { origin: "upload", bytes: tsv([["down51", "Test Cut 3 500g", "4.90 NZD", "in_stock", "", ""], ["up50", "Test Cut 0 500g", "40.00 NZD", "in_stock", "", ""]]) }, at);
    expect((await confirmHeldRows(db, actor, { runId: again.runId, lines: "all" })).confirmed).toBe(2);
    await publishFeedRun(db, actor, { runId: again.runId, confirmBelowFloor: true }, new Date("2026-11-22T00:00:00Z"));
    expect((await current(db, s, await productOf("down51"))).amountCents).toBe(490);
    expect((await current(db, s, await productOf("up50"))).amountCents).toBe(4000);
  });

  it("matching: GTIN first, then the name matcher with size as a hard gate; sizes that differ or are unknown never merge", async () => {
    const db = await getTestDb();
    const { actor, retailerId } = await retailerUser(db);
    await store(db, retailerId);
    const milk2l = await product(db, { name: "Anchor Blue Top Milk 2L", brand: "Anchor", size: "2L", unit: "ml", unitQuantity: 2000, category: "dairy" });
    const byGtin = await product(db, { name: "Something Else Entirely", size: "1kg", barcode: "4006381333931" });
    const feed = tsv([
      ["a", "Anchor Blue Top Milk 2L", "4.20 NZD", "in_stock", "", "Anchor"], // name + same size → merged
      ["b", "Anchor Blue Top Milk 1L", "2.60 NZD", "in_stock", "", "Anchor"], // other size → new
      ["c", "Anchor Blue Top Milk", "4.20 NZD", "in_stock", "", "Anchor"], // unknown size → new
      ["d", "Mystery Item 1kg", "3.00 NZD", "in_stock", "04006381333931", ""], // GTIN wins over the name
    ]);
    const { runId } = await createFeedRun(db, actor, { origin: "upload", bytes: feed }, T0);
    const rows = (await getFeedRunReport(db, actor, runId)).rows;
    expect(rows.map((r) => [r.itemId, r.matchedBy, r.productId])).toEqual([["a", "name", milk2l], ["b", "new", null], ["c", "new", null], ["d", "gtin", byGtin]]);
    expect(rows[1].messages.join(" ")).toMatch(/another size/);
    expect(rows[2].messages.join(" ")).toMatch(/size unknown/);
    await publishFeedRun(db, actor, { runId }, T0);
    expect((await listProductsForReview(db)).map((p) => p.name).sort()).toEqual(["Anchor Blue Top Milk", "Anchor Blue Top Milk 1L"]);
    // The next feed finds every published row again by its item id: nothing new is created.
    const again = await createFeedRun(db, actor, { origin: "upload", bytes: feed }, new Date("2026-11-21T00:00:00Z"));
    expect((await getFeedRunReport(db, actor, again.runId)).rows.map((r) => r.matchedBy)).toEqual(["item", "item", "item", "gtin"]);
  });

  it("the brand gates the name match: an unbranded counter line matches any shop's row, another brand's product never", async () => {
    const db = await getTestDb();
    const { actor, retailerId } = await retailerUser(db);
    await store(db, retailerId);
    const counter = await product(db, { name: "Beef Mince per kg", size: "per kg" });
    await product(db, { name: "Hellers Pork & Fennel Sausages 500g", brand: "Hellers", size: "500g", unitQuantity: 500 });
    const feed = tsv([
      ["x", "Beef Mince 1kg", "12.49 NZD", "in_stock", "", "Kingsland Butchery"],
      ["y", "Kingsland Pork & Fennel Sausages 500g", "9.49 NZD", "in_stock", "", "Kingsland Butchery"],
    ]);
    const { runId } = await createFeedRun(db, actor, { origin: "upload", bytes: feed }, T0);
    const rows = (await getFeedRunReport(db, actor, runId)).rows;
    expect(rows.map((r) => [r.matchedBy, r.productId])).toEqual([["name", counter], ["new", null]]);
  });

  it("local inventory rows go to the store with that code; sale prices in their window are on special; out of stock withdraws", async () => {
    const db = await getTestDb();
    const { actor, retailerId } = await retailerUser(db);
    const a = await store(db, retailerId, { storeCode: "KB1" });
    const b = await store(db, retailerId, { name: "Two", storeCode: "KB2" });
    const product1 = await createFeedRun(db, actor, { origin: "upload", bytes: tsv([["p1", "Pork Belly 1kg", "20.00 NZD", "in_stock", "", ""], ["p2", "Pork Loin 1kg", "22.00 NZD", "in_stock", "", ""]]) }, T0);
    await publishFeedRun(db, actor, { runId: product1.runId }, T0);
    const [{ productId: belly }] = await db.select().from(tables.feedItemProducts).where(eq(tables.feedItemProducts.itemId, "p1"));
    const [{ productId: loin }] = await db.select().from(tables.feedItemProducts).where(eq(tables.feedItemProducts.itemId, "p2"));

    const local = ["store_code\tid\tprice\tsale_price\tsale_price_effective_date\tavailability\tmember_price", "KB1\tp1\t20.00 NZD\t16.00 NZD\t2026-11-20/2026-11-27\tin_stock\t15.00 NZD", "KB2\tp2\t22.00 NZD\t\t\tout_of_stock\t", "NOPE\tp1\t19.00 NZD\t\t\tin_stock\t", "KB2\tzzz\t5.00 NZD\t\t\tin_stock\t"].join("\n");
    const at = new Date("2026-11-21T00:00:00Z");
    const run = await createFeedRun(db, actor, { origin: "upload", bytes: new TextEncoder().encode(local) }, at);
    const report = await getFeedRunReport(db, actor, run.runId);
    expect(report.run.kind).toBe("local_inventory");
    expect(report.rows.map((r) => r.outcome)).toEqual(["changed", "withdrawn", "error", "error"]);
    expect(report.rows[2].messages.join(" ")).toMatch(/store_code "NOPE" is not one of your stores/);
    expect(report.rows[3].messages.join(" ")).toMatch(/not in a published product feed/);
    await publishFeedRun(db, actor, { runId: run.runId }, at);
    expect(await current(db, a, belly)).toMatchObject({ amountCents: 1600, onSpecial: true, source: "retailer" });
    expect((await current(db, b, belly)).amountCents).toBe(2000); // the other store keeps its price
    expect(await current(db, b, loin)).toBeUndefined(); // withdrawn
    expect((await current(db, a, loin)).amountCents).toBe(2200);
    const [hist] = await db.select().from(tables.prices).where(and(eq(tables.prices.storeId, a), eq(tables.prices.productId, belly), eq(tables.prices.feedRunId, run.runId)));
    expect(hist).toMatchObject({ amountCents: 1600, memberPriceCents: 1500 });
  });

  it("an unreadable or binary file is refused or stored as failed, never half-written", async () => {
    const db = await getTestDb();
    const { actor, retailerId } = await retailerUser(db);
    await store(db, retailerId);
    await expect(createFeedRun(db, actor, { origin: "upload", bytes: new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]) })).rejects.toMatchObject({ code: "INVALID_INPUT" });
    await expect(createFeedRun(db, actor, { origin: "upload", bytes: new Uint8Array() })).rejects.toMatchObject({ code: "INVALID_INPUT" });
    const { status, runId } = await createFeedRun(db, actor, { origin: "upload", bytes: new TextEncoder().encode("<rss><channel><item><g:id>1</g:id>") });
    expect(status).toBe("failed");
    expect((await getFeedRunReport(db, actor, runId)).run.errorMessage).toBeTruthy();
    expect(await db.select().from(tables.feedRunRows)).toHaveLength(0);
  });

  it("the upload reads the raw body with its name and refuses past 10 MB while it streams", async () => {
    const db = await getTestDb();
    const { actor, retailerId } = await retailerUser(db);
    await store(db, retailerId);
    const ok = await uploadFeed(db, actor, new Request("http://127.0.0.1/api/retailer/feeds?name=my%20feed.txt", { method: "POST", body: tsv(manyRows(3)) }));
    expect(ok.status).toBe("draft");
    const [run] = await db.select().from(tables.feedRuns).where(eq(tables.feedRuns.id, ok.runId));
    expect(run).toMatchObject({ fileName: "my feed.txt", format: "tsv", origin: "upload" });
    const declared = new Request("http://127.0.0.1/api/retailer/feeds", { method: "POST", body: "x", headers: { "content-length": String(FEED_MAX_BYTES + 1) } });
    await expect(uploadFeed(db, actor, declared)).rejects.toMatchObject({ code: "TOO_LARGE" });
    const big = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(1024 * 1024).fill(65));
      },
    });
    const streamed = new Request("http://127.0.0.1/api/retailer/feeds", { method: "POST", body: big, duplex: "half" } as RequestInit);
    await expect(uploadFeed(db, actor, streamed)).rejects.toMatchObject({ code: "TOO_LARGE" });
    expect(await db.select().from(tables.feedRuns)).toHaveLength(1);
  });
});
