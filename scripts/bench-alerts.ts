/**
 * Price-drop alert generation benchmark on PostgreSQL: N watched items (shoppers × items each),
 * 100 stores around one city (10 retailers with one new coupon each), 2,000 products with history;
 * 1% of prices drop, then generation runs twice (the second run must add nothing). Prints rows and
 * milliseconds per run and the cost per 100,000 watched items.
 * Each size runs REPEAT times (notifications emptied in between); the table shows the median.
 *   npm run bench:alerts [-- --watches=100000,300000] [--repeat=3] [--digest]
 * --digest also times the e-mail digest after the last run 1 (one message per shopper with drops),
 * into MAIL_OUTBOX_DIR, which must then be set (a scratch folder: thousands of files).
 * BENCH_ALERTS_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/cartwise_bench_alerts (recreated).
 */
import { performance } from "node:perf_hooks";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase, runMigrations, type DbHandle } from "../src/server/db/client";
import { generatePriceDropAlerts } from "../src/modules/alerts/generate";
import { sendPriceDropDigests } from "../src/modules/alerts/digest";

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=") as [string, string]));
const SIZES = (args.get("watches") ?? "100000").split(",").map(Number);
const REPEAT = Number(args.get("repeat") ?? 3);
const DIGEST = args.has("digest");
if (DIGEST && !process.env.MAIL_OUTBOX_DIR) throw new Error("--digest writes one file per e-mail: set MAIL_OUTBOX_DIR to a scratch folder");
const digestLines: string[] = [];
const ITEMS_PER_SHOPPER = 20;
const STORES = 100;
const PRODUCTS = 2000;
const URL = process.env.BENCH_ALERTS_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/cartwise_bench_alerts";

async function recreate(): Promise<void> {
  const u = new globalThis.URL(URL);
  const name = u.pathname.slice(1);
  u.pathname = "/postgres";
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  await c.query(`drop database if exists "${name}" with (force)`);
  await c.query(`create database "${name}"`);
  await c.end();
}

async function fixture(h: DbHandle, watches: number): Promise<void> {
  const db = h.db;
  const shoppers = Math.ceil(watches / ITEMS_PER_SHOPPER);
  await db.execute(sql`insert into stores (id, name, store_type, currency, latitude, longitude)
    select gen_random_uuid(), 'Store ' || g, 'supermarket', 'NZD', -36.85 + (random() - 0.5) * 0.6, 174.76 + (random() - 0.5) * 0.6 from generate_series(1, ${STORES}) g`);
  await db.execute(sql`insert into users (id, email, password_hash, role)
    select gen_random_uuid(), 'retailer' || g || '@example.test', 'x', 'retailer' from generate_series(1, 10) g`);
  await db.execute(sql`insert into retailers (user_id, name, address) select id, email, 'Bench Road' from users where role = 'retailer'`);
  await db.execute(sql`update stores s set retailer_id = r.id
    from (select id, row_number() over (order by id) - 1 as rn from retailers) r
    where r.rn = (abs(hashtext(s.id::text)) % 10)`);
  await db.execute(sql`insert into coupons (retailer_id, title, discount_value, expiry_date, status, fee_status)
    select id, 'Bench coupon', '10% off', current_date + 30, 'available', 'paid' from retailers`);
  await db.execute(sql`insert into products (id, name, category) select gen_random_uuid(), 'Product ' || g, 'pantry' from generate_series(1, ${PRODUCTS}) g`);
  // Three weeks of history at every store for every product: two old weeks, then today.
  for (const daysAgo of [21, 14, 7]) {
    await db.execute(sql`insert into prices (product_id, store_id, amount_cents, currency, source, observed_at)
      select p.id, s.id, 500, 'NZD', 'seed', now() - make_interval(days => ${daysAgo}) from products p cross join stores s`);
  }
  await db.execute(sql`insert into users (id, email, password_hash)
    select gen_random_uuid(), 'bench' || g || '@example.test', 'x' from generate_series(1, ${shoppers}) g`);
  await db.execute(sql`insert into profiles (user_id, latitude, longitude)
    select id, -36.85 + (random() - 0.5) * 0.4, 174.76 + (random() - 0.5) * 0.4 from users where role = 'shopper'`);
  await db.execute(sql`insert into shopping_lists (id, user_id, name) select gen_random_uuid(), id, 'Weekly' from users where role = 'shopper'`);
  await db.execute(sql`
    with items as (
      insert into shopping_list_items (id, list_id, item_name)
      select gen_random_uuid(), l.id, 'item ' || g from shopping_lists l cross join generate_series(1, ${ITEMS_PER_SHOPPER}) g
      returning id, list_id
    )
    , np as (select id, row_number() over (order by id) as rn from products)
    insert into price_watches (user_id, list_id, list_item_id, product_id, created_at)
    select l.user_id, i.list_id, i.id, np.id, now() - interval '10 days'
    from items i join shopping_lists l on l.id = i.list_id
    join np on np.rn = 1 + abs(hashtext(i.id::text)) % ${PRODUCTS}
    limit ${watches}`);
  // Today's prices: 1% drop by 20% (a busy day of specials).
  await db.execute(sql`insert into prices (product_id, store_id, amount_cents, currency, source, observed_at)
    select p.id, s.id, case when random() < 0.01 then 400 else 500 end, 'NZD', 'scrape', now() - interval '1 hour' from products p cross join stores s`);
  await db.execute(sql`analyze`);
}

const rows: string[][] = [];
for (const watches of SIZES) {
  await recreate();
  const h = await openDatabase({ url: URL });
  await runMigrations(h);
  await fixture(h, watches);
  const count = await h.db.execute<{ n: string }>(sql`select count(*) as n from price_watches`);
  const cps = await h.db.execute<{ n: string }>(sql`select count(*) as n from current_prices`);
  await h.db.execute(sql`checkpoint`); // the fixture's dirty pages are not the run's cost
  const runs: { first: Awaited<ReturnType<typeof generatePriceDropAlerts>>; second: Awaited<ReturnType<typeof generatePriceDropAlerts>>; ms1: number; ms2: number }[] = [];
  for (let r = 0; r < REPEAT; r++) {
    await h.db.execute(sql`truncate notifications`);
    const t0 = performance.now();
    const first = await generatePriceDropAlerts(h.db);
    const t1 = performance.now();
    const second = await generatePriceDropAlerts(h.db);
    const t2 = performance.now();
    runs.push({ first, second, ms1: t1 - t0, ms2: t2 - t1 });
  }
  if (DIGEST) {
    await h.db.execute(sql`truncate notifications`);
    await generatePriceDropAlerts(h.db);
    const t = performance.now();
    const d = await sendPriceDropDigests(h.db);
    const ms = performance.now() - t;
    const again = await sendPriceDropDigests(h.db);
    digestLines.push(`digest at ${watches.toLocaleString("en")} watched items: ${d.emails.toLocaleString("en")} e-mails for ${d.notifications.toLocaleString("en")} drops in ${ms.toFixed(0)} ms (second run: ${again.emails} e-mails)`);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const first = runs[0].first;
  const second = { priceDrops: Math.max(...runs.map((r) => r.second.priceDrops)), coupons: Math.max(...runs.map((r) => r.second.coupons)) };
  const ms1 = median(runs.map((r) => r.ms1));
  const ms2 = median(runs.map((r) => r.ms2));
  const n = Number(count.rows[0].n);
  rows.push([
    n.toLocaleString("en"), Number(cps.rows[0].n).toLocaleString("en"), first.priceDrops.toLocaleString("en"), first.coupons.toLocaleString("en"), ms1.toFixed(0),
    (second.priceDrops + second.coupons).toLocaleString("en"), ms2.toFixed(0), ((ms1 * 100_000) / n / 1000).toFixed(2),
  ]);
  await h.close();
}
const head = ["watched items", "current prices", "run 1: price-drop rows", "run 1: coupon rows", "run 1 ms (median)", "run 2: rows (max)", "run 2 ms (median)", "run 1 s per 100k watched"];
console.log(`PostgreSQL; ${STORES} stores, ${PRODUCTS} products, 4 price observations each (1% dropped 20% today), ${ITEMS_PER_SHOPPER} watched items per shopper, 30 km radius; median of ${REPEAT}`);
console.log(`| ${head.join(" | ")} |\n|${head.map(() => "---:").join("|")}|`);
for (const r of rows) console.log(`| ${r.join(" | ")} |`);
for (const l of digestLines) console.log(l);
