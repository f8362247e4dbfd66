/**
 * Two production servers (`next start` on two ports) on one PostgreSQL, as behind a load balancer:
 * a session made on one works on the other, and the sign-in limit is one counter whichever
 * instance the attempts reach, a new price in the database (as another instance's scrape writes it)
 * is what the next comparison on either instance uses although each keeps its own offer memo, and
 * a due scraping schedule runs once although both instances tick every second.
 * Needs a production build (CI builds before `npm test`).
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../src/server/auth/password";
import { assertProductionBuild, freePort, signIn, startNextServer, type TestServer, waitFor as waitForServer, waitReady } from "../support/next-server";

const PORTS = [await freePort()];
while (PORTS.length < 2) {
  const port = await freePort();
  if (!PORTS.includes(port)) PORTS.push(port);
}
const bases = PORTS.map((p) => `http://127.0.0.1:${p}`);
const SECRET = "multi-instance-secret-multi-instance-secret-0123";
const USER = { email: `multi-${process.pid}@example.test`, password: "Multi!234567" };
const VICTIM = { email: `locked-${process.pid}@example.test`, password: "Locked!234567" };

const servers: TestServer[] = [];
let admin: pg.Client;
let storeId = "";
let priceStoreId = "";
let productId = "";

const waitFor = (check: () => Promise<boolean>, timeoutMs: number) => waitForServer(check, timeoutMs, servers.flatMap((s) => s.output));

async function createUser(u: { email: string; password: string }): Promise<void> {
  await admin.query("delete from users where email = $1", [u.email]);
  const row = await admin.query("insert into users (email, password_hash, role, email_verified_at) values ($1, $2, 'shopper', now()) returning id", [u.email, await hashPassword(u.password)]);
  await admin.query("insert into profiles (user_id, name, accepted_terms, accepted_terms_date) values ($1, 'Multi', true, now())", [row.rows[0].id]);
}

beforeAll(async () => {
  assertProductionBuild();
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await createUser(USER);
  await createUser(VICTIM);
  await admin.query("delete from rate_limit_hits where bucket ilike $1", [`%${VICTIM.email}%`]);
  // Both instances run the scraping scheduler, ticking every second (instead of every minute)
  // so that they race for the same due schedule many times within the test.
  for (const port of PORTS) servers.push(startNextServer(port, { AUTH_SECRET: SECRET, SCRAPING_WORKER: "on", SCRAPING_TICK_CRON: "* * * * * *" }));
  for (const server of servers) await waitReady(server);
});

afterAll(async () => {
  for (const s of servers) await s.stop();
  await admin?.query("delete from users where email = any($1)", [[USER.email, VICTIM.email]]).catch(() => undefined);
  if (storeId) await admin?.query("delete from stores where id = $1", [storeId]).catch(() => undefined);
  if (priceStoreId) await admin?.query("delete from stores where id = $1", [priceStoreId]).catch(() => undefined);
  if (productId) await admin?.query("delete from products where id = $1", [productId]).catch(() => undefined);
  await admin?.end();
});

describe("two instances on one PostgreSQL", () => {
  it("a session signed in on one instance works on the other", async () => {
    const { session } = await signIn(bases[0], USER.email, USER.password);
    expect(session).not.toBeNull();
    const onOther = await fetch(`${bases[1]}/lists`, { headers: { Cookie: session! }, redirect: "manual" });
    expect(onOther.status).toBe(200);
    const anonymous = await fetch(`${bases[1]}/lists`, { redirect: "manual" });
    expect([302, 303, 307]).toContain(anonymous.status);
  });

  it("failed sign-ins spread over both instances share one limit per account", async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 3; i++) outcomes.push((await signIn(bases[i % 2], VICTIM.email, "wrong-password-1")).location);
    for (const location of outcomes) expect(location).not.toContain("rate_limited");
    // The spec's 3 per 5 minutes is spent across the two doors: the next attempt is refused on either
    // instance, even with the right password.
    const locked = await signIn(bases[1], VICTIM.email, VICTIM.password);
    expect(locked.session).toBeNull();
    expect(locked.location).toContain("rate_limited");
    const lockedToo = await signIn(bases[0], VICTIM.email, VICTIM.password);
    expect(lockedToo.session).toBeNull();
    expect(lockedToo.location).toContain("rate_limited");
  });

  it("a price written to the database is used by the next comparison on both instances", async () => {
    const here = { latitude: -36.8485, longitude: 174.7633 };
    priceStoreId = (await admin.query(
      // A real address: shoppers see a store only once it has one and a current price (decision 040).
      `insert into stores (name, store_type, country_code, currency, latitude, longitude, address) values ($1, 'supermarket', 'NZ', 'NZD', $2, $3, '12 Memo Street, Auckland') returning id`,
      [`Memo Mart ${process.pid}`, here.latitude + 0.005, here.longitude],
    )).rows[0].id;
    productId = (await admin.query(
      `insert into products (name, unit_quantity, unit, category, countries) values ($1, 250, 'g', 'pantry', '{NZ}') returning id`,
      [`Zephyr Kumquat Marmalade ${process.pid} 250g`],
    )).rows[0].id;
    const price = (cents: number) => admin.query(`insert into prices (product_id, store_id, amount_cents, currency, source) values ($1, $2, $3, 'NZD', 'scrape')`, [productId, priceStoreId, cents]);
    await price(500);
    const { session } = await signIn(bases[0], USER.email, USER.password);
    const compare = async (base: string) => {
      const res = await fetch(`${base}/api/scrape-prices`, {
        method: "POST",
        headers: { Cookie: session!, "Content-Type": "application/json", Origin: base },
        body: JSON.stringify({ shoppingList: [{ item_name: `zephyr kumquat marmalade ${process.pid}`, quantity: 1 }], userLocation: here, userCurrency: "NZD" }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const body = (await res.json()) as { optimization_result: { recommended_lists: { store_id: string; total_price: string }[] } };
      const plan = body.optimization_result.recommended_lists.find((l) => l.store_id === priceStoreId);
      return plan?.total_price ?? null;
    };
    expect(await compare(bases[0])).toMatch(/5\.00/);
    expect(await compare(bases[1])).toMatch(/5\.00/); // both memos now hold $5.00
    await price(320);
    expect(await compare(bases[1])).toMatch(/3\.20/);
    expect(await compare(bases[0])).toMatch(/3\.20/);
  });

  it("a due scraping schedule runs once, although both instances tick every second", async () => {
    // A store whose scraper points at a closed loopback port: the run fails fast, and a failed run is
    // still a run — one scrape_logs row per job. Its schedule fell due a minute ago.
    const store = await admin.query(
      `insert into stores (name, store_type, scraping_enabled, scraper_config) values ($1, 'supermarket', true, $2) returning id`,
      [`Tick race ${process.pid}`, JSON.stringify({ scraper_type: "api", api_endpoint: "http://127.0.0.1:9/items?page={page}", items_path: "$.items[*]", field_mappings: { name: "$.n", price: "$.p" } })],
    );
    storeId = store.rows[0].id;
    await admin.query(`insert into scraping_schedules (store_id, cron, next_run_at) values ($1, '0 3 * * *', now() - interval '1 minute')`, [storeId]);
    const runs = async () => (await admin.query<{ n: number; open: number }>(`select count(*)::int as n, count(*) filter (where status = 'running')::int as open from scrape_logs where store_id = $1`, [storeId])).rows[0];
    await waitFor(async () => {
      const r = await runs();
      return r.n > 0 && r.open === 0;
    }, 60_000);
    // Each instance ticks ~8 more times; none may claim the schedule again.
    await new Promise((r) => setTimeout(r, 8_000));
    expect((await runs()).n).toBe(1);
    const schedule = (await admin.query<{ next: Date; last: Date | null }>(`select next_run_at as next, last_run_at as last from scraping_schedules where store_id = $1`, [storeId])).rows[0];
    expect(schedule.next.getTime()).toBeGreaterThan(Date.now());
    expect(schedule.last).not.toBeNull();
  });
});
