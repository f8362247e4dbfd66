import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { getTestDb, truncateAll } from "../../../../tests/setup/db";
import { tables, type Db } from "@/server/db";
import { fetchFeedFile } from "@/modules/scraping";
import { FEED_MAX_BYTES } from "../messages";
import { feedSourceSchema } from "../schemas";
import { fetchFeedSourceNow, getFeedSource, nextFetchAfter, runDueFeedSources, saveFeedSource, type FetchFeed } from "./url-source";

// A retailer's web server on 127.0.0.1 serving its feed: the body and status are set per test.
let server: Server;
let origin = "";
let body = "";
let status = 200;
let contentType = "text/tab-separated-values; charset=utf-8";
let hits = 0;

beforeAll(async () => {
  server = createServer((_req, res) => {
    hits++;
    res.writeHead(status, { "content-type": contentType });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The real guarded fetcher, told that this test's server is allowed (as SCRAPER_ALLOWED_HOSTS would). */
const fetchLocal: FetchFeed = (url) => fetchFeedFile(url, { maxBytes: FEED_MAX_BYTES, allowedHosts: [new URL(origin).host] });
const HEADER = "id\ttitle\tprice\tavailability\tgtin\tbrand";
const feed = (rows: string[][]) => [HEADER, ...rows.map((r) => r.join("\t"))].join("\n");
const rows = (n: number, price: string) => Array.from({ length: n }, (_, i) => [`sku-${i}`, `Test Sausage Variety ${i} 500g`, price, "in_stock", "", "Kingsland"]);

async function retailerWithStore(db: Db) {
  const [user] = await db.insert(tables.users).values({ email: `r-${randomUUID()}@feeds.test`, passwordHash: "x", role: "retailer" }).returning({ id: tables.users.id });
  const [r] = await db.insert(tables.retailers).values({ userId: user.id, name: "Kingsland Butchery", address: "1 Long Street" }).returning({ id: tables.retailers.id });
  const [s] = await db
    .insert(tables.stores)
    .values({ name: "Kingsland", storeType: "butcher", currency: "NZD", countryCode: "NZ", timeZone: "Pacific/Auckland", address: "445 New North Road", latitude: -36.87, longitude: 174.74, retailerId: r.id })
    .returning({ id: tables.stores.id });
  return { actor: { userId: user.id }, retailerId: r.id, storeId: s.id };
}

describe("a retailer's feed fetched from its URL on its schedule", () => {
  beforeEach(async () => {
    await truncateAll(await getTestDb());
    body = "";
    status = 200;
    contentType = "text/tab-separated-values; charset=utf-8";
    hits = 0;
  });

  it("the next fetch is at the retailer's hour in its own zone, across daylight saving", () => {
    // 06:00 in Auckland: NZDT (+13) in November, NZST (+12) in June.
    expect(nextFetchAfter(new Date("2026-11-20T12:00:00Z"), 6, "Pacific/Auckland").toISOString()).toBe("2026-11-20T17:00:00.000Z");
    expect(nextFetchAfter(new Date("2026-06-20T12:00:00Z"), 6, "Pacific/Auckland").toISOString()).toBe("2026-06-20T18:00:00.000Z");
    // Strictly after now: at 17:00 exactly the next one is tomorrow's.
    expect(nextFetchAfter(new Date("2026-11-20T17:00:00Z"), 6, "Pacific/Auckland").toISOString()).toBe("2026-11-21T17:00:00.000Z");
  });

  it("refuses an address that is not http(s) or carries credentials", () => {
    for (const url of ["ftp://example.com/feed.tsv", "https://user:pw@example.com/feed.tsv", "example.com/feed.tsv", ""]) {
      expect(feedSourceSchema.safeParse({ url, fetchHour: 6 }).success, url).toBe(false);
    }
    expect(feedSourceSchema.safeParse({ url: "https://example.com/feed.tsv", fetchHour: 24 }).success).toBe(false);
  });

  it("Fetch now: the feed is read through the guarded fetcher, stored as a run from the URL and published with source retailer", async () => {
    const db = await getTestDb();
    const { actor, storeId } = await retailerWithStore(db);
    body = feed(rows(3, "5.00 NZD"));
    const now = new Date("2026-11-20T12:00:00Z");
    await saveFeedSource(db, actor, feedSourceSchema.parse({ url: `${origin}/feed.tsv`, fetchHour: 6 }), now);
    const outcome = await fetchFeedSourceNow(db, actor, now, fetchLocal);
    expect(outcome).toMatchObject({ status: "published", error: null });
    expect(hits).toBe(1);
    const [run] = await db.select().from(tables.feedRuns).where(eq(tables.feedRuns.id, outcome.runId!));
    expect(run).toMatchObject({ origin: "url", sourceUrl: `${origin}/feed.tsv`, status: "published", validRows: 3 });
    const prices = await db.select().from(tables.currentPrices).where(eq(tables.currentPrices.storeId, storeId));
    expect(prices).toHaveLength(3);
    expect(prices.every((p) => p.source === "retailer" && p.amountCents === 500)).toBe(true);
    expect(await getFeedSource(db, actor)).toMatchObject({ lastStatus: "published", lastRunId: outcome.runId, nextFetchAt: "2026-11-20T17:00:00.000Z", timeZone: "Pacific/Auckland" });
  });

  it("the tick fetches only due, unpaused sources; a failed fetch keeps the previous prices and says why; a much smaller feed waits for the retailer", async () => {
    const db = await getTestDb();
    const { actor, storeId } = await retailerWithStore(db);
    const other = await retailerWithStore(db);
    const t0 = new Date("2026-11-20T12:00:00Z");
    await saveFeedSource(db, actor, feedSourceSchema.parse({ url: `${origin}/feed.tsv`, fetchHour: 6 }), t0);
    await saveFeedSource(db, other.actor, feedSourceSchema.parse({ url: `${origin}/other.tsv`, fetchHour: 6, paused: true }), t0);

    // Not due yet: nothing is fetched.
    body = feed(rows(10, "5.00 NZD"));
    expect(await runDueFeedSources(db, new Date("2026-11-20T16:59:00Z"), fetchLocal)).toEqual({ due: 0, published: 0, held: 0, failed: 0 });
    expect(hits).toBe(0);
    // Due at 06:00 Auckland: one fetch (the paused source never), published.
    expect(await runDueFeedSources(db, new Date("2026-11-20T17:00:00Z"), fetchLocal)).toEqual({ due: 1, published: 1, held: 0, failed: 0 });
    expect(hits).toBe(1);
    expect(await db.select().from(tables.currentPrices).where(eq(tables.currentPrices.storeId, storeId))).toHaveLength(10);
    // Run again at once: the source was moved to tomorrow, nothing is fetched twice.
    expect((await runDueFeedSources(db, new Date("2026-11-20T17:05:00Z"), fetchLocal)).due).toBe(0);

    // Next day the server answers 500: the failure is recorded, the prices stay.
    status = 500;
    expect(await runDueFeedSources(db, new Date("2026-11-21T17:00:00Z"), fetchLocal)).toMatchObject({ due: 1, failed: 1 });
    const failed = await getFeedSource(db, actor);
    expect(failed).toMatchObject({ lastStatus: "failed", nextFetchAt: "2026-11-22T17:00:00.000Z" });
    expect(failed?.lastError).toMatch(/500/);
    expect(await db.select().from(tables.currentPrices).where(eq(tables.currentPrices.storeId, storeId))).toHaveLength(10);

    // A feed of 3 rows after one of 10 (under the 80 % floor) is stored but not published.
    status = 200;
    body = feed(rows(3, "6.00 NZD"));
    expect(await runDueFeedSources(db, new Date("2026-11-22T17:00:00Z"), fetchLocal)).toMatchObject({ due: 1, held: 1 });
    const held = await getFeedSource(db, actor);
    expect(held?.lastStatus).toBe("held");
    const [run] = await db.select().from(tables.feedRuns).where(and(eq(tables.feedRuns.id, held!.lastRunId!)));
    expect(run).toMatchObject({ status: "draft", belowFloor: true, origin: "url" });
    const prices = await db.select().from(tables.currentPrices).where(eq(tables.currentPrices.storeId, storeId));
    expect(prices.every((p) => p.amountCents === 500)).toBe(true);
  });

  it("a page that is not a feed (HTML) is refused by content type, and nothing is stored as a run", async () => {
    const db = await getTestDb();
    const { actor } = await retailerWithStore(db);
    contentType = "text/html";
    body = "<html><body>Shop</body></html>";
    await saveFeedSource(db, actor, feedSourceSchema.parse({ url: `${origin}/shop`, fetchHour: 6 }), new Date("2026-11-20T12:00:00Z"));
    const outcome = await fetchFeedSourceNow(db, actor, new Date("2026-11-20T12:00:00Z"), fetchLocal);
    expect(outcome.status).toBe("failed");
    expect(outcome.error).toMatch(/content type/i);
    expect(await db.select().from(tables.feedRuns)).toHaveLength(0);
  });

  it("the default fetcher refuses a private address that is not allowed (SSRF guard)", async () => {
    const db = await getTestDb();
    const { actor } = await retailerWithStore(db);
    await saveFeedSource(db, actor, feedSourceSchema.parse({ url: `${origin}/feed.tsv`, fetchHour: 6 }), new Date("2026-11-20T12:00:00Z"));
    body = feed(rows(3, "5.00 NZD"));
    const outcome = await fetchFeedSourceNow(db, actor, new Date("2026-11-20T12:00:00Z"));
    expect(outcome.status).toBe("failed");
    expect(hits).toBe(0);
  });
});
