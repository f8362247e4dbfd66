import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { getTestDb, truncateAll } from "../../../../tests/setup/db";
import { tables, type Db } from "@/server/db";

/**
 * Issue 23, class 1: an image upload cannot stall the server. Costly images (within the static SVG
 * bounds, so only the worker's time budget stops them; far outside them; pixel floods) are posted
 * to the real upload route while a real HTTP health endpoint on 127.0.0.1 — served by this same
 * event loop, as /api/health is by the app's — is polled every 10 ms.
 */
vi.hoisted(() => {
  process.env.UPLOADS_DIR = `${process.env.TMPDIR ?? "/tmp"}/cw-logo-stall-${process.pid}-${Date.now()}`;
});
const { sessionJar: jar } = await import("../../../../tests/support/mocked-session");
vi.mock("@/server/auth/auth", () => import("../../../../tests/support/mocked-session").then((m) => m.mockedAuthModule()));
vi.mock("@/server/request", () => import("../../../../tests/support/mocked-session").then((m) => m.mockedRequestModule()));
vi.mock("next/cache", () => import("../../../../tests/support/mocked-session").then((m) => m.mockedCacheModule()));

const { createTestUser, signInToken } = await import("@/modules/users/testing/factories");
const { POST } = await import("@/app/api/retailer/logo/route");
const { GET: health } = await import("@/app/api/health/route");
const { LOGO_REFUSALS } = await import("./logo-image");

let db: Db;
let server: http.Server;
let base: string;
const uploadsDir = () => path.resolve(process.env.UPLOADS_DIR!, "logos");
const storedFiles = () => { try { return readdirSync(uploadsDir()); } catch { return []; } };

/** Within every static bound (8 filters, 16 filtered elements, blur ≤ 50, region ≤ 300 %), yet ~80 s to render on this machine. */
function boundedButSlowSvg(): string {
  const steps = '<feGaussianBlur stdDeviation="50"/><feTurbulence baseFrequency="0.9" numOctaves="4"/><feComposite operator="arithmetic" k1="1" k2="1"/><feDropShadow stdDeviation="50"/>';
  const filters = Array.from({ length: 8 }, (_, i) => `<filter id="f${i}" x="-100%" y="-100%" width="300%" height="300%">${steps}</filter>`).join("");
  let inner = '<rect width="10" height="10" fill="red"/>';
  for (let i = 0; i < 16; i++) inner = `<g filter="url(#f${i % 8})">${inner}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${filters}${inner}</svg>`;
}

/** The shape: blurs nested and doubled, a huge deviation and region (7 s on the main thread before). */
function nestedBlurSvg(): string {
  let inner = '<rect width="100" height="100" fill="red"/>';
  for (let i = 0; i < 6; i++) inner = `<g filter="url(#f)">${inner}${inner}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><filter id="f" x="-100" y="-100" width="10000" height="10000" filterUnits="userSpaceOnUse"><feGaussianBlur stdDeviation="1000"/></filter>${inner}</svg>`;
}

/** A valid PNG header declaring 50 000 × 50 000 px (2.5 gigapixels) around a tiny body. */
async function pixelFloodPng(): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } }).png().toBuffer();
  const out = Buffer.from(png);
  out.writeUInt32BE(50_000, 16);
  out.writeUInt32BE(50_000, 20);
  // IHDR's CRC must match its new size for the decoder to read on.
  const { crc32 } = await import("node:zlib");
  out.writeUInt32BE(crc32(out.subarray(12, 29)) >>> 0, 29);
  return out;
}

async function truncateUploads() {
  await db.delete(tables.uploadedFiles);
  rmSync(uploadsDir(), { recursive: true, force: true });
}

function post(body: BodyInit) {
  return POST(new NextRequest("http://127.0.0.1/api/retailer/logo", { method: "POST", body, headers: { "sec-fetch-site": "same-origin" }, duplex: "half" } as ConstructorParameters<typeof NextRequest>[1]));
}

/** Polls the health endpoint every 10 ms until `done` settles; the slowest answer in ms. */
async function healthLatencyDuring(done: Promise<unknown>): Promise<{ worstMs: number; answers: number; p95: number }> {
  const all: number[] = [];
  let finished = false;
  void done.finally(() => (finished = true));
  let worstMs = 0;
  let answers = 0;
  while (!finished) {
    const t = performance.now();
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    await res.json();
    worstMs = Math.max(worstMs, performance.now() - t);
    all.push(performance.now() - t);
    answers++;
    await new Promise((r) => setTimeout(r, 10));
  }
  all.sort((a, b) => a - b);
  return { worstMs, answers, p95: all[Math.floor(all.length * 0.95)] ?? 0 };
}

beforeAll(async () => {
  db = await getTestDb();
  // The app's own /api/health handler, served over a real socket by this process's event loop.
  server = http.createServer(async (_req, res) => {
    const out = health();
    res.writeHead(out.status, { "content-type": "application/json" });
    res.end(await out.text());
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The first fetch sets up undici's client: warm it so it is not counted as the server's latency.
  for (let i = 0; i < 5; i++) await (await fetch(`${base}/api/health`)).json();
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
});
beforeEach(async () => {
  await truncateAll(db);
  rmSync(uploadsDir(), { recursive: true, force: true });
  const user = await createTestUser(db, { role: "retailer" });
  await db.insert(tables.retailers).values({ userId: user.id, name: "Stall Test", address: "1 Long Street, Town" });
  jar.token = await signInToken(db, user);
});

describe("costly logo uploads never stall the server", () => {
  it("an SVG within the static bounds that would render for ~80 s is cut off by the worker's budget; /api/health keeps answering throughout", async () => {
    // A running server has its logo worker already; starting one (fork) is not what is measured.
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#0a0" } }).png().toBuffer();
    expect((await post(new Uint8Array(png))).status).toBe(201);
    await truncateUploads();
    const quiet = await healthLatencyDuring(new Promise((r) => setTimeout(r, 3000)));
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const started = performance.now();
    const upload = post(boundedButSlowSvg());
    const { worstMs, answers, p95 } = await healthLatencyDuring(upload);
    const res = await upload;
    loop.disable();
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(LOGO_REFUSALS.complex);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThan(4_500); // it really ran until the 5 s budget…
    expect(elapsed).toBeLessThan(15_000); // …and no longer
    expect(answers).toBeGreaterThan(50);
    // Most answers stay as fast as with no upload (p95 within 100 ms, or twice the quiet p95 on a
    // shared machine). No single answer or event-loop turn waits on the render: had it run on this
    // thread, one would have waited the whole 5 s budget (the stall this guards against was 7–80 s).
    // The single-turn bound is 1 s, not 100 ms: a timed test on a loaded 2-core box met a 106 ms
    // turn (garbage collection, the worker's replacement) with the render safely off the thread.
    const bound = Math.max(1_000, quiet.worstMs * 1.5);
    expect(p95).toBeLessThan(Math.max(100, quiet.p95 * 2));
    expect(worstMs).toBeLessThan(bound);
    expect(loop.max / 1e6).toBeLessThan(bound);
    expect(storedFiles()).toEqual([]);
  });

  it("the next upload after a cut-off one is processed normally (the worker was replaced)", async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#0a0" } }).png().toBuffer();
    expect((await post(new Uint8Array(png))).status).toBe(201);
  });

  it("hostile SVGs outside the bounds, a raster inside an SVG and a pixel flood are refused at once with a clear message", async () => {
    const flood = await pixelFloodPng();
    const quiet = await healthLatencyDuring(new Promise((r) => setTimeout(r, 2000)));
    const cases: [BodyInit, string][] = [
      [nestedBlurSvg(), LOGO_REFUSALS.complex],
      [`<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><filter id="m"><feMorphology radius="200"/></filter><rect width="100" height="100" filter="url(#m)"/></svg>`, LOGO_REFUSALS.complex],
      [`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="data:image/png;base64,${flood.toString("base64")}" width="10" height="10"/></svg>`, LOGO_REFUSALS.svgContent],
      [new Uint8Array(flood), LOGO_REFUSALS.pixels],
    ];
    for (const [body, message] of cases) {
      const upload = post(body);
      const { worstMs } = await healthLatencyDuring(upload);
      const res = await upload;
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
      // Refused in well under a second, so a handful of answers: only their worst is bounded, with
      // the same allowance for a shared machine as above (the old path stalled for 7–80 s).
      expect(worstMs).toBeLessThan(Math.max(150, quiet.worstMs * 1.5));
    }
    expect(storedFiles()).toEqual([]);
  });
});
