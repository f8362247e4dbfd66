/**
 * Readiness and graceful shutdown on a real production server (`next start` on 127.0.0.1) over the
 * test PostgreSQL. Needs a production build (CI builds before `npm test`; locally `npm run build`).
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertProductionBuild, freePort, startNextServer, type TestServer, waitFor as waitForServer } from "../support/next-server";

const PORT = await freePort();
const BASE = `http://127.0.0.1:${PORT}`;
let server: TestServer;
const waitFor = (check: () => Promise<boolean>, timeoutMs: number) => waitForServer(check, timeoutMs, server.output);

beforeAll(async () => {
  assertProductionBuild();
  server = startNextServer(PORT, { PORT: String(PORT) });
  await waitFor(async () => (await fetch(`${BASE}/api/health`)).ok, 90_000);
});

afterAll(async () => {
  await server?.stop();
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
    server.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    await blocker.query("rollback");
    await blocker.end();

    const answered = await inFlight; // a response, not a reset connection
    expect([200, 503]).toContain(answered.status);
    expect(answered.body).toHaveProperty("draining");
    const code = await server.exited;
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(30_000);
    await expect(fetch(`${BASE}/api/health`)).rejects.toThrow();
    expect(server.output.join("")).toContain("[shutdown] done");
  });
});
