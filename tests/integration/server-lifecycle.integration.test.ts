/**
 * Readiness and graceful shutdown on a real production server (`next start` on 127.0.0.1) over the
 * test PostgreSQL. Needs a production build (CI builds before `npm test`; locally `npm run build`).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const PORT = 3391;
const BASE = `http://127.0.0.1:${PORT}`;
const distDir = process.env.NEXT_DIST_DIR || ".next";

let server: ChildProcess;
let exit: Promise<number | null>;
const output: string[] = [];

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out; server said:\n${output.join("").slice(-3000)}`);
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(distDir, "BUILD_ID"))) throw new Error(`No production build in ${distDir}: run \`npm run build\` first (CI does).`);
  server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(PORT), "-H", "127.0.0.1"], {
    env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL, CATALOGUE_INDEX: "off", NODE_ENV: "production", PORT: String(PORT), STRIPE_SECRET_KEY: "", DEMO_SITES_PORT: "0", SCRAPING_WORKER: "off" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (d) => output.push(String(d)));
  server.stderr!.on("data", (d) => output.push(String(d)));
  exit = new Promise((resolve) => server.on("exit", (code) => resolve(code)));
  await waitFor(async () => (await fetch(`${BASE}/api/health`)).ok, 90_000);
});

afterAll(() => {
  if (server && server.exitCode === null) server.kill("SIGKILL");
});

describe("server lifecycle", () => {
  it("is alive at /api/health and ready at /api/ready once the database and migrations are in place", async () => {
    const health = await fetch(`${BASE}/api/health`);
    expect(health.status).toBe(200);
    await waitFor(async () => (await fetch(`${BASE}/api/ready`)).status === 200, 30_000);
    const ready = await (await fetch(`${BASE}/api/ready`)).json();
    expect(ready).toMatchObject({ ready: true, database: "ok", draining: false });
    expect(ready.migrations.applied).toBe(ready.migrations.expected);
  });

  it("finishes a request in flight on SIGTERM, refuses new ones, and exits 0", async () => {
    // Hold a lock that the readiness query needs, so a request is provably in flight when the signal lands.
    const blocker = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await blocker.connect();
    await blocker.query("begin");
    await blocker.query("lock table drizzle.__drizzle_migrations in access exclusive mode");
    const started = Date.now();
    const inFlight = fetch(`${BASE}/api/ready`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await new Promise((r) => setTimeout(r, 500));
    server.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    await blocker.query("rollback");
    await blocker.end();

    const answered = await inFlight; // a response, not a reset connection
    expect([200, 503]).toContain(answered.status);
    expect(answered.body).toHaveProperty("draining");
    const code = await exit;
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(30_000);
    await expect(fetch(`${BASE}/api/health`)).rejects.toThrow();
    expect(output.join("")).toContain("[shutdown] done");
  });
});
