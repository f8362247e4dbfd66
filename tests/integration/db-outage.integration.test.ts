/**
 * Fault tests on a real production server (RELIABILITY F1/F2, R-49, C7): the app reaches the test
 * PostgreSQL through a TCP proxy that can cut every connection and refuse new ones, which is what
 * the app sees while the database restarts — without restarting the machine's shared server.
 *  - while the database is away, writes fail fast (no request hangs past the 5 s connect timeout)
 *    with a "temporarily unavailable" answer (503 from route handlers), readiness says 503;
 *  - the app recovers on its own once the database is back;
 *  - every write the client got an acknowledgement for is in the database exactly once (a ledger);
 *  - an exhausted pool answers 503 with Retry-After instead of piling requests up.
 * Needs a production build (CI builds before `npm test`).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../src/server/auth/password";
import { TcpProxy } from "../support/tcp-proxy";

const PORT = 3392;
const BASE = `http://127.0.0.1:${PORT}`;
const distDir = process.env.NEXT_DIST_DIR || ".next";
const EMAIL = `outage-${process.pid}@example.test`;
const PASSWORD = "Outage!23456";

const direct = new URL(process.env.DATABASE_URL!);
const proxy = new TcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
let server: ChildProcess;
const output: string[] = [];
let listId = "";
let cookie = "";
let addItemId = "";
let admin: pg.Client;

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out; server said:\n${output.join("").slice(-3000)}`);
}

function cookiesOf(res: Response): string[] {
  const jar = new Map<string, string>();
  for (const c of res.headers.getSetCookie()) jar.set(c.split("=")[0], c.split(";")[0]);
  return [...jar.values()];
}

async function signIn(): Promise<string> {
  const csrf = await fetch(`${BASE}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${BASE}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookiesOf(csrf).join("; "), Origin: BASE },
    body: new URLSearchParams({ email: EMAIL, password: PASSWORD, portal: "shopper", csrfToken, callbackUrl: `${BASE}/` }).toString(),
  });
  const session = cookiesOf(res).find((c) => c.includes("session-token="));
  if (!session) throw new Error(`sign-in failed (${res.status})`);
  return session;
}

/** Calls the addItem server action the way the browser does; returns the parsed outcome and its duration. */
async function addItem(name: string): Promise<{ ms: number; status: number; ok: boolean; code: string | null }> {
  const started = Date.now();
  try {
    const res = await fetch(`${BASE}/lists/${listId}`, {
      method: "POST",
      headers: { Cookie: cookie, "Next-Action": addItemId, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component", Origin: BASE },
      body: JSON.stringify([{ listId, itemName: name }]),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    return { ms: Date.now() - started, status: res.status, ok: res.status === 200 && /"ok":true/.test(text), code: /"code":"([A-Z_]+)"/.exec(text)?.[1] ?? null };
  } catch {
    return { ms: Date.now() - started, status: 0, ok: false, code: "NETWORK" };
  }
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(distDir, "BUILD_ID"))) throw new Error(`No production build in ${distDir}: run \`npm run build\` first (CI does).`);
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query("delete from users where email = $1", [EMAIL]);
  const user = await admin.query("insert into users (email, password_hash, role, email_verified_at) values ($1, $2, 'shopper', now()) returning id", [EMAIL, await hashPassword(PASSWORD)]);
  await admin.query("insert into profiles (user_id, name, accepted_terms, accepted_terms_date) values ($1, 'Outage', true, now())", [user.rows[0].id]);
  listId = (await admin.query("insert into shopping_lists (user_id, name) values ($1, 'Ledger') returning id", [user.rows[0].id])).rows[0].id;

  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "server", "server-reference-manifest.json"), "utf8")) as { node: Record<string, { exportedName?: string }> };
  addItemId = Object.entries(manifest.node).find(([, v]) => v.exportedName === "addItemAction")?.[0] ?? "";
  expect(addItemId).not.toBe("");

  const proxyPort = await proxy.listen();
  const proxied = new URL(direct.toString());
  proxied.hostname = "127.0.0.1";
  proxied.port = String(proxyPort);
  server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(PORT), "-H", "127.0.0.1"], {
    env: { ...process.env, DATABASE_URL: proxied.toString(), DB_POOL_SIZE: "3", CATALOGUE_INDEX: "off", NODE_ENV: "production", APP_URL: BASE, AUTH_URL: BASE, AUTH_SECRET: "outage-test-secret-outage-test-secret-0123", STRIPE_SECRET_KEY: "", DEMO_SITES_PORT: "0", SCRAPING_WORKER: "off" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (d) => output.push(String(d)));
  server.stderr!.on("data", (d) => output.push(String(d)));
  await waitFor(async () => (await fetch(`${BASE}/api/ready`)).ok, 90_000);
  cookie = await signIn();
});

afterAll(async () => {
  if (server && server.exitCode === null) server.kill("SIGKILL");
  await proxy.close();
  await admin?.query("delete from users where email = $1", [EMAIL]).catch(() => undefined);
  await admin?.end();
});

describe("database outage", () => {
  it("fails fast while the database is away, recovers by itself, and loses no acknowledged write", async () => {
    const ledger: string[] = [];
    const duringOutage: { ms: number; ok: boolean; code: string | null }[] = [];
    let n = 0;
    const writeFor = async (ms: number, sink?: typeof duringOutage) => {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        const name = `ledger ${n++}`;
        const r = await addItem(name);
        if (r.ok) ledger.push(name);
        sink?.push(r);
      }
    };

    await writeFor(2_000);
    expect(ledger.length).toBeGreaterThan(0);

    proxy.outage();
    const ready = await fetch(`${BASE}/api/ready`);
    expect(ready.status).toBe(503);
    const find = await fetch(`${BASE}/api/find-stores`, { method: "POST", headers: { Cookie: cookie, "Content-Type": "application/json", Origin: BASE }, body: JSON.stringify({ maxDistance: 5 }) });
    expect(find.status).toBe(503);
    expect(Number(find.headers.get("retry-after"))).toBeGreaterThan(0);
    await writeFor(4_000, duringOutage);
    proxy.restore();

    // Fail fast: nothing waited much past the 5 s connect timeout, and the answer said "try again".
    expect(duringOutage.length).toBeGreaterThan(0);
    for (const r of duringOutage) {
      expect(r.ms).toBeLessThan(7_000);
      if (!r.ok) expect(r.code).toBe("UNAVAILABLE");
    }

    const recoveredAfter = await waitFor(async () => (await addItem(`ledger ${n++}`)).ok, 30_000);
    expect(recoveredAfter).toBeLessThan(30_000);
    await writeFor(1_000);

    const rows = (await admin.query<{ item_name: string; n: number }>("select item_name, count(*)::int as n from shopping_list_items where list_id = $1 group by item_name", [listId])).rows;
    const stored = new Map(rows.map((r) => [r.item_name.toLowerCase(), r.n]));
    for (const name of ledger) expect(stored.get(name.toLowerCase()), `acknowledged "${name}"`).toBe(1);
  });

  it("answers 503 with Retry-After when the connection pool is exhausted, instead of piling up", async () => {
    // Hold every row of the profiles table the find-stores route reads, so the pool's 3 connections stay busy.
    const blocker = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await blocker.connect();
    await blocker.query("begin");
    await blocker.query("lock table profiles in access exclusive mode");
    const call = () =>
      fetch(`${BASE}/api/find-stores`, { method: "POST", headers: { Cookie: cookie, "Content-Type": "application/json", Origin: BASE }, body: JSON.stringify({ maxDistance: 5 }), signal: AbortSignal.timeout(20_000) }).then((r) => ({ status: r.status, retryAfter: r.headers.get("retry-after") }));
    const started = Date.now();
    const calls = Array.from({ length: 8 }, () => call().then((a) => ({ ...a, ms: Date.now() - started })));
    // Requests that got a connection wait on the lock; the rest must not queue behind them for long.
    const release = new Promise((r) => setTimeout(r, 9_000)).then(async () => {
      await blocker.query("rollback");
      await blocker.end();
    });
    const answers = await Promise.all(calls);
    await release;
    const unavailable = answers.filter((a) => a.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const a of unavailable) {
      expect(Number(a.retryAfter)).toBeGreaterThan(0);
      expect(a.ms).toBeLessThan(8_000); // answered by the 5 s pool wait, before the lock was released
    }
    // The ones holding connections finish normally once the lock goes.
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
  });
});
