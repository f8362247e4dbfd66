/**
 * Price-drop alert generation benchmark on PostgreSQL: N watched items (shoppers × items each),
 * 100 stores around one city, 2,000 products with history; 1% of prices drop, then generation
 * runs twice (the second run must add nothing). Prints the cost per 100,000 watched items.
 *   npm run bench:alerts [-- --watches=100000,300000]
 * BENCH_ALERTS_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/cartwise_bench_alerts (recreated).
 */
import { performance } from "node:perf_hooks";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase, runMigrations, type DbHandle } from "../src/server/db/client";
import { generatePriceDropAlerts } from "../src/modules/alerts/generate";

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=") as [string, string]));
const SIZES = (args.get("watches") ?? "100000").split(",").map(Number);
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
  await db.execute(sql`insert into products (id, name, category) select gen_random_uuid(), 'Product ' || g, 'pantry' from generate_series(1, ${PRODUCTS}) g`);
  // Three weeks of history at every store for every product: two old weeks, then today.
  for (const daysAgo of [21, 14, 7]) {
    await db.execute(sql`insert into prices (product_id, store_id, amount_cents, currency, source, observed_at)
      select p.id, s.id, 500, 'NZD', 'seed', now() - make_interval(days => ${daysAgo}) from products p cross join stores s`);
  }
  await db.execute(sql`insert into users (id, email, password_hash)
    select gen_random_uuid(), 'bench' || g || '@example.test', 'x' from generate_series(1, ${shoppers}) g`);
  await db.execute(sql`insert into profiles (user_id, latitude, longitude)
    select id, -36.85 + (random() - 0.5) * 0.4, 174.76 + (random() - 0.5) * 0.4 from users`);
  await db.execute(sql`insert into shopping_lists (id, user_id, name) select gen_random_uuid(), id, 'Weekly' from users`);
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
  const t0 = performance.now();
  const first = await generatePriceDropAlerts(h.db);
  const t1 = performance.now();
  const second = await generatePriceDropAlerts(h.db);
  const t2 = performance.now();
  const n = Number(count.rows[0].n);
  rows.push([String(n), String(first.priceDrops), ((t1 - t0) / 1000).toFixed(2), (((t1 - t0) / 1000) * (100_000 / n)).toFixed(2), String(second.priceDrops), ((t2 - t1) / 1000).toFixed(2)]);
  await h.close();
}
const head = ["watched items", "notifications (run 1)", "run 1 s", "s per 100k watched", "notifications (run 2)", "run 2 s"];
console.log(`PostgreSQL; ${STORES} stores, ${PRODUCTS} products, 4 price observations each (1% dropped today), ${ITEMS_PER_SHOPPER} watched items per shopper`);
console.log(`| ${head.join(" | ")} |\n|${head.map(() => "---").join("|")}|`);
for (const r of rows) console.log(`| ${r.join(" | ")} |`);
