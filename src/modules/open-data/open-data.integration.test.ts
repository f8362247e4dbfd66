import { gunzipSync } from "node:zlib";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { eq, sql } from "drizzle-orm";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { tables, type Db } from "@/server/db";
import { issueKey, json, world, type Page, type ProblemBody } from "./testing/world.integration";

/*
 * Issue 25 item 5: the open read API, through its real route handlers on PostgreSQL. What may be
 * published (receipts, retailer feeds with the retailer's switch on; never scrape or seed), keyset
 * paging across pages, ETag/Last-Modified 304s, RFC 9457 problems, per-client and per-key limits
 * (429 + Retry-After), API keys issued and revoked through the Profile actions, the nightly export
 * and the OpenAPI document.
 */
const exportDir = vi.hoisted(() => {
  // Before any app module reads the environment: exports go to a fresh temporary folder.
  const dir = `${process.env.TMPDIR ?? "/tmp"}/cw-open-data-${process.pid}-${Date.now()}`;
  process.env.OPEN_DATA_DIR = dir;
  return dir;
});

const { sessionJar: jar } = await import("../../../tests/support/mocked-session");
vi.mock("@/server/auth/auth", () => import("../../../tests/support/mocked-session").then((m) => m.mockedAuthModule()));
vi.mock("@/server/request", () => import("../../../tests/support/mocked-session").then((m) => m.mockedRequestModule()));
vi.mock("next/cache", () => import("../../../tests/support/mocked-session").then((m) => m.mockedCacheModule()));

const { createTestUser, signInToken } = await import("@/modules/users/testing/factories");
const { setOpenDataSharingAction } = await import("./actions");
const { runOpenDataExport } = await import("./export");
const { startOpenDataJobs } = await import("./export-jobs");
const { GET: getPrices } = await import("@/app/api/v1/prices/route");
const { GET: getHistory } = await import("@/app/api/v1/products/[id]/history/route");
const { GET: getExport } = await import("@/app/api/v1/exports/prices.jsonl.gz/route");
const { GET: getOpenApi } = await import("@/app/api/v1/openapi.json/route");



let db: Db;
let ipCounter = 0;
/** A fresh client address per test, so one test's anonymous requests never spend another's. */
let ip = "";

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await truncateAll(db);
  jar.token = null;
  ip = `203.0.113.${++ipCounter}`;
});
afterAll(async () => {
  await rm(exportDir, { recursive: true, force: true });
});

function request(url: string, headers: Record<string, string> = {}, from = ip) {
  jar.ip = from;
  return new NextRequest(`http://app.test${url}`, { headers: { host: "app.test", ...headers } });
}
const prices = (query = "", headers: Record<string, string> = {}, from = ip) => getPrices(request(`/api/v1/prices${query}`, headers, from));
const history = (id: string, query = "", headers: Record<string, string> = {}) => getHistory(request(`/api/v1/products/${id}/history${query}`, headers), { params: Promise.resolve({ id }) });


describe("what the open API publishes", () => {
  it("receipts and sharing retailers' feed prices only: never scrape or seed, nothing at a pending listing", async () => {
    const w = await world(db);
    const res = await prices();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json");
    const page = await json<Page>(res);
    expect(page.data.map((p) => p.id)).toEqual([w.idOf(489), w.idOf(469), w.idOf(399)]);
    expect(new Set(page.data.map((p) => p.source))).toEqual(new Set(["receipt", "retailer"]));
    expect(page.licence).toContain("ODbL");
    expect(page.next_cursor).toBeNull();
    expect(page.data[0]).toMatchObject({ price_cents: 489, currency: "NZD", observed_at: "2026-11-20T11:59:00.000000Z", product: { id: w.milk, gtin: "9414742000012" }, store: { id: w.stores.plainStore.id } });
  });

  it("a price under review (reported by two shoppers) is not published until it is resolved", async () => {
    const w = await world(db);
    const ids = async () => (await json<Page>(await prices())).data.map((p) => p.id);
    expect(await ids()).toContain(w.idOf(399));
    await db.insert(tables.pricesUnderReview).values({ storeId: w.stores.farStore.id, productId: w.bread, priceId: Number(w.idOf(399)) });
    expect(await ids()).toEqual([w.idOf(489), w.idOf(469)]);
    await db.delete(tables.pricesUnderReview);
    expect(await ids()).toContain(w.idOf(399));
  });

  it("a retailer's feed prices appear only while its portal switch is on", async () => {
    const w = await world(db);
    const ids = async () => (await json<Page>(await prices())).data.map((p) => p.id);
    expect(await ids()).not.toContain(w.idOf(479));
    jar.token = await signInToken(db, w.retailerUser);
    expect(await setOpenDataSharingAction({ enabled: true })).toMatchObject({ ok: true, enabled: true });
    expect(await ids()).toContain(w.idOf(479));
    const [row] = await db.select({ on: tables.retailers.openDataPrices, at: tables.retailers.openDataChangedAt }).from(tables.retailers).where(eq(tables.retailers.id, w.quiet));
    expect(row.on).toBe(true);
    expect(row.at).not.toBeNull();
    expect(await setOpenDataSharingAction({ enabled: false })).toMatchObject({ ok: true, enabled: false });
    expect(await ids()).not.toContain(w.idOf(479));
    // A shopper has no retailer switch to flip.
    jar.token = await signInToken(db, await createTestUser(db));
    expect(await setOpenDataSharingAction({ enabled: true })).toMatchObject({ ok: false });
    expect(await ids()).not.toContain(w.idOf(479));
  });

  it("filters by gtin (any width), product, place and time", async () => {
    const w = await world(db);
    const ids = async (q: string) => (await json<Page>(await prices(q))).data.map((p) => p.id);
    expect(await ids("?gtin=09414742000012")).toEqual([w.idOf(489), w.idOf(469)]);
    expect(await ids("?gtin=9414742000012")).toEqual([w.idOf(489), w.idOf(469)]);
    expect(await ids(`?product=${w.bread}`)).toEqual([w.idOf(399)]);
    const near = await json<Page>(await prices("?lat=-36.8485&lng=174.7633&radius_km=5"));
    expect(near.data.map((p) => p.id)).toEqual([w.idOf(489), w.idOf(469)]);
    expect(near.data[1].distance_km).toBeLessThan(0.1);
    expect(await ids("?lat=-36.8485&lng=174.7633&radius_km=0.5")).toEqual([w.idOf(469)]);
    expect(await ids("?since=2026-11-20T11:57:00Z")).toEqual([w.idOf(489), w.idOf(469)]);
    expect(await ids(`?since=2026-11-21`)).toEqual([]);
  });
});

describe("paging", () => {
  it("walks 250 prices in pages of 100 by an opaque cursor, ties included, each once, newest first", async () => {
    const w = await world(db);
    await db.delete(tables.prices).where(sql`true`);
    const base = Date.UTC(2026, 10, 1);
    // 125 distinct times, two prices at each: the cursor must break ties by id.
    await db.insert(tables.prices).values(
      Array.from({ length: 250 }, (_, i) => ({
        productId: i % 2 ? w.milk : w.bread, storeId: w.stores.plainStore.id, amountCents: 100 + i, currency: "NZD" as const, source: "receipt" as const,
        observedAt: new Date(base + Math.floor(i / 2) * 1000),
      })),
    );
    // Plus scrapes interleaved that must never show up.
    await db.insert(tables.prices).values(Array.from({ length: 30 }, (_, i) => ({ productId: w.milk, storeId: w.stores.plainStore.id, amountCents: 5, currency: "NZD" as const, source: "scrape" as const, observedAt: new Date(base + i * 3000) })));
    const key = await issueKey(db, jar);
    const auth = { authorization: `Bearer ${key}` };
    const seen: Page["data"] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await prices(cursor ? `?cursor=${cursor}` : "", auth);
      expect(res.status).toBe(200);
      const page = await json<Page>(res);
      sizes.push(page.data.length);
      seen.push(...page.data);
      cursor = page.next_cursor;
      if (cursor) expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    } while (cursor);
    expect(sizes).toEqual([100, 100, 50]);
    expect(new Set(seen.map((p) => p.id)).size).toBe(250);
    expect(seen.every((p) => p.source === "receipt" && p.price_cents >= 100)).toBe(true);
    const keys = seen.map((p) => [p.observed_at, BigInt(p.id)] as const);
    for (let i = 1; i < keys.length; i++) {
      const [t0, id0] = keys[i - 1];
      const [t1, id1] = keys[i];
      expect(t0 > t1 || (t0 === t1 && id0 > id1)).toBe(true);
    }
    // limit asks for fewer; a cursor made for other filters or tampered with is refused.
    const small = await json<Page>(await prices("?limit=7", auth));
    expect(small.data).toHaveLength(7);
    const other = await prices(`?product=${w.milk}&cursor=${small.next_cursor}`, auth);
    expect(other.status).toBe(400);
    expect((await json<ProblemBody>(other)).errors?.[0]?.parameter).toBe("cursor");
    expect((await prices("?cursor=bm90LWEtY3Vyc29y", auth)).status).toBe(400);
    expect((await prices("?limit=101", auth)).status).toBe(400);
  });
});

describe("caching", () => {
  it("answers 304 to a matching If-None-Match or If-Modified-Since, and 200 once a price is added", async () => {
    const w = await world(db);
    const first = await prices();
    const etag = first.headers.get("etag")!;
    const lastModified = first.headers.get("last-modified")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(new Date(lastModified).toISOString()).toBe("2026-11-20T11:59:00.000Z");
    const again = await prices("", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect((await prices("", { "if-none-match": `W/${etag}, "other"` })).status).toBe(304);
    expect((await prices("", { "if-modified-since": lastModified })).status).toBe(304);
    expect((await prices("", { "if-modified-since": "Fri, 20 Nov 2026 11:58:00 GMT" })).status).toBe(200);
    await db.insert(tables.prices).values({ productId: w.bread, storeId: w.stores.plainStore.id, amountCents: 350, currency: "NZD", source: "receipt", observedAt: new Date(Date.UTC(2026, 10, 20, 13)) });
    const changed = await prices("", { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect((await prices("", { "if-modified-since": lastModified })).status).toBe(200);
  });
});

describe("problems", () => {
  it("answers bad input with RFC 9457 problem JSON naming each parameter", async () => {
    await world(db);
    const cases: [string, string, string][] = [
      ["?lat=95&lng=174", "lat", "lat must be a number between -90 and 90."],
      ["?lat=-36.8", "lng", "lat and lng must be given together."],
      ["?radius_km=3", "radius_km", "radius_km needs lat and lng."],
      ["?gtin=9414742000013", "gtin", "gtin's check digit is wrong."],
      ["?gtin=12ab", "gtin", "gtin must be 8, 12, 13 or 14 digits."],
      ["?product=42", "product", "product must be a product id (a UUID)."],
      ["?since=yesterday", "since", "since must be a date (2026-11-01) or a date and time with a zone (2026-11-01T08:00:00Z)."],
      ["?colour=red", "colour", "Unknown parameter: colour."],
      ["?lat=abc&lng=1", "lat", "lat must be a number between -90 and 90."],
    ];
    const key = await issueKey(db, jar);
    for (const [query, parameter, detail] of cases) {
      const res = await prices(query, { authorization: `Bearer ${key}` });
      expect(res.status, query).toBe(400);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
      const body = await json<ProblemBody>(res);
      expect(body).toMatchObject({ status: 400, title: "Invalid request", type: expect.stringContaining("/developers#problem-invalid-request"), instance: expect.stringContaining("/api/v1/prices#request-") });
      expect(body.errors, query).toContainEqual({ parameter, detail });
      expect(body.detail).toContain(detail);
    }
  });

  it("404 for an unknown product's history, 401 for a bad key, and a known product's history pages", async () => {
    const w = await world(db);
    const missing = await history("00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(await json<ProblemBody>(missing)).toMatchObject({ status: 404, title: "Not found", detail: "No product with this id." });
    expect((await history("not-a-uuid")).status).toBe(404);
    const milk = await json<Page>(await history(w.milk));
    expect(milk.data.map((p) => p.id)).toEqual([w.idOf(489), w.idOf(469)]);
    const bad = await prices("", { authorization: "Bearer cwk_" + "A".repeat(43) });
    expect(bad.status).toBe(401);
    expect(bad.headers.get("content-type")).toBe("application/problem+json");
    expect(bad.headers.get("www-authenticate")).toContain("invalid_token");
    expect((await prices("", { authorization: "Basic abc" })).status).toBe(401);
  });
});

describe("nightly export and OpenAPI", () => {
  it("exports exactly the publishable prices as JSONL.gz with a manifest and serves it with ETag and 304", async () => {
    const w = await world(db);
    expect((await getExport(request("/api/v1/exports/prices.jsonl.gz"))).status).toBe(404);
    const manifest = await runOpenDataExport(db, { now: new Date(Date.UTC(2026, 10, 21, 2, 41)) });
    expect(manifest).toMatchObject({ rows: 3, licence_id: "ODbL-1.0", generated_at: "2026-11-21T02:41:00.000Z" });
    const file = await readFile(path.join(exportDir, "prices.jsonl.gz"));
    const lines = gunzipSync(file).toString("utf8").trim().split("\n").map((l) => JSON.parse(l) as Page["data"][number]);
    expect(lines.map((l) => l.id)).toEqual([w.idOf(489), w.idOf(469), w.idOf(399)]);
    expect(lines.some((l) => l.source === "scrape" || l.source === "seed")).toBe(false);
    expect(JSON.parse(await readFile(path.join(exportDir, "prices.manifest.json"), "utf8"))).toMatchObject({ rows: 3, bytes: file.length });

    const res = await getExport(request("/api/v1/exports/prices.jsonl.gz"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/gzip");
    expect(Buffer.from(await res.arrayBuffer()).equals(file)).toBe(true);
    const etag = res.headers.get("etag")!;
    expect((await getExport(request("/api/v1/exports/prices.jsonl.gz", { "if-none-match": etag }))).status).toBe(304);
  });

  it("runs nightly as a pg-boss job, scheduled by cron and queued at start when no export exists", async () => {
    await world(db);
    const dir = `${exportDir}/job`;
    let resolve!: (m: { rows: number }) => void;
    const ran = new Promise<{ rows: number }>((r) => (resolve = r));
    const jobs = await startOpenDataJobs(process.env.DATABASE_URL!, async () => db, { cron: "41 2 * * *", work: true, dir, pollingIntervalSeconds: 0.5, onRun: resolve });
    try {
      const manifest = await Promise.race([ran, new Promise<never>((_, no) => setTimeout(() => no(new Error("the export did not run within 30 s")), 30_000))]);
      expect(manifest.rows).toBe(3);
      expect((await readFile(path.join(dir, "prices.jsonl.gz"))).length).toBeGreaterThan(0);
      const schedules = await db.execute<{ name: string; cron: string }>(sql`select name, cron from pgboss.schedule where name = 'open-data-export'`);
      expect(schedules.rows).toEqual([{ name: "open-data-export", cron: "41 2 * * *" }]);
    } finally {
      await jobs.stop();
    }
  });

  it("documents the API from the zod schemas: OpenAPI 3.1 with every query parameter the handler accepts", async () => {
    const res = await getOpenApi(new NextRequest("http://app.test/api/v1/openapi.json"));
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, { get: { parameters: { name: string; in: string }[] } }>; components: { schemas: Record<string, unknown> } };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths).sort()).toEqual(["/api/v1/exports/prices.jsonl.gz", "/api/v1/openapi.json", "/api/v1/prices", "/api/v1/products/{id}/history"]);
    expect(doc.paths["/api/v1/prices"].get.parameters.map((p) => p.name).sort()).toEqual(["cursor", "gtin", "lat", "limit", "lng", "product", "radius_km", "since"]);
    expect(doc.paths["/api/v1/products/{id}/history"].get.parameters.map((p) => `${p.in}:${p.name}`)).toContain("path:id");
    expect(Object.keys(doc.components.schemas).sort()).toEqual(["PricePage", "Problem", "PublishedPrice"]);
    // Every documented parameter is one the handler accepts (no 400 "unknown parameter").
    await world(db);
    const q = doc.paths["/api/v1/prices"].get.parameters.filter((p) => !["cursor", "gtin", "product"].includes(p.name)).map((p) => `${p.name}=${p.name === "lat" ? "-36.8" : p.name === "lng" ? "174.7" : p.name === "since" ? "2026-11-01" : "5"}`);
    expect((await prices(`?${q.join("&")}`)).status).toBe(200);
  });
});
