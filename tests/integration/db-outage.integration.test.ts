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
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../src/server/auth/password";
import { TcpProxy } from "../support/tcp-proxy";
import { actionId, assertProductionBuild, callAction, freePort, signIn, startNextServer, type TestServer, waitFor as waitForServer, waitReady } from "../support/next-server";

const PORT = await freePort();
const EMAIL = `outage-${process.pid}@example.test`;
const PASSWORD = "Outage!23456";

const direct = new URL(process.env.DATABASE_URL!);
const proxy = new TcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
let server: TestServer;
const BASE = `http://127.0.0.1:${PORT}`;
let listId = "";
let cookie = "";
let addItemId = "";
let admin: pg.Client;

/**
 * On timeout: the last answer the check saw, what the database's sessions are doing, the distinct
 * causes the server logged, then its last lines — enough to tell a refused, reset or timed-out
 * connection, a held lock or an app-level refusal (a rate limit) apart.
 */
async function waitFor(check: () => Promise<boolean>, timeoutMs: number, lastAnswer: () => unknown): Promise<number> {
  try {
    return await waitForServer(check, timeoutMs);
  } catch {
    const text = server.output.join("");
    const causes = [...new Set(text.match(/\[cause\]: [^\n{]+|code: '[A-Z_]+'|\[db\][^\n]+/g) ?? [])].join("\n");
    const reasons = [...new Set(text.match(/session re-check failed:[^\n]*/g) ?? [])].join("\n");
    const sessions = (await admin.query("select state, wait_event_type, wait_event, left(query, 80) as query from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()")).rows;
    throw new Error(
      `timed out; last answer ${JSON.stringify(lastAnswer())}; database sessions ${JSON.stringify(sessions)}; proxy since the last switch ${JSON.stringify(proxy.stats)}\ncauses seen:\n${causes}\n${reasons}\nserver said:\n${text.slice(-1500)}`,
    );
  }
}

/** Calls the addItem server action the way the browser does; returns the parsed outcome and its duration. */
const addItem = (name: string) => callAction(BASE, `/lists/${listId}`, addItemId, { listId, itemName: name }, cookie);

beforeAll(async () => {
  assertProductionBuild();
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query("delete from users where email = $1", [EMAIL]);
  const user = await admin.query("insert into users (email, password_hash, role, email_verified_at) values ($1, $2, 'shopper', now()) returning id", [EMAIL, await hashPassword(PASSWORD)]);
  await admin.query("insert into profiles (user_id, name, accepted_terms, accepted_terms_date) values ($1, 'Outage', true, now())", [user.rows[0].id]);
  listId = (await admin.query("insert into shopping_lists (user_id, name) values ($1, 'Ledger') returning id", [user.rows[0].id])).rows[0].id;

  addItemId = actionId("addItemAction");

  const proxyPort = await proxy.listen();
  const proxied = new URL(direct.toString());
  proxied.hostname = "127.0.0.1";
  proxied.port = String(proxyPort);
  server = startNextServer(PORT, { DATABASE_URL: proxied.toString(), DB_POOL_SIZE: "3", AUTH_SECRET: "outage-test-secret-outage-test-secret-0123" });
  await waitReady(server);
  const { session } = await signIn(BASE, EMAIL, PASSWORD);
  if (!session) throw new Error("sign-in failed");
  cookie = session;
});

afterAll(async () => {
  await server?.stop();
  await proxy.close();
  await admin?.query("delete from users where email = $1", [EMAIL]).catch(() => undefined);
  await admin?.end();
});

describe("database outage", () => {
  it("fails fast while the database is away, recovers by itself, and loses no acknowledged write", async () => {
    const ledger: string[] = [];
    const duringOutage: { ms: number; ok: boolean; code: string | null }[] = [];
    let n = 0;
    // Paced well under the shopper's add_item limit (60 a minute): back-to-back writes on a quiet
    // machine passed that limit before the outage was over, and every later attempt was refused as
    // RATE_LIMITED — which looked like a database that never came back. Attempts refused while the
    // database is away don't count (the limiter's counter lives in the database).
    const PACE_MS = 250;
    const paced = async (name: string) => {
      const next = Date.now() + PACE_MS;
      const r = await addItem(name);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
      return r;
    };
    const writeFor = async (ms: number, sink?: typeof duringOutage) => {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        const name = `ledger ${n++}`;
        const r = await paced(name);
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

    let last: unknown = null;
    const recoveredAfter = await waitFor(
      async () => {
        const name = `ledger ${n++}`;
        const r = await paced(name);
        last = r;
        if (r.ok) ledger.push(name);
        return r.ok;
      },
      30_000,
      () => last,
    );
    expect(recoveredAfter).toBeLessThan(30_000);
    const slowest = Math.max(...duringOutage.map((r) => r.ms));
    console.log(`[outage] ${duringOutage.length} writes during the outage, slowest answer ${slowest} ms; first write accepted ${recoveredAfter} ms after the database returned`);
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
