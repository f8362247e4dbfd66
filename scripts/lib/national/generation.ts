/** bench:national's load of the generated market: products, stores, the ingest's name memory, a year of sampled history and the current prices, by COPY. */
import { performance } from "node:perf_hooks";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { sql } from "drizzle-orm";
import type { Db } from "../../../src/server/db/client";
import * as t from "../../../src/server/db/schema";
import { productMatchKey } from "../../../src/modules/scraping/ingest/match-key";
import { MEMORY_PREFIX } from "../../../src/modules/scraping/ingest/resolve-products";
import type { ScrapedProduct } from "../../../src/modules/scraping/types";
import { HISTORY_ONE_IN, HISTORY_WEEKS, WORKERS } from "./options";
import { mix, priceOn, unitPrice, type ProductSpec, type StoreSpec } from "./market";

const tsv = (v: string | null) => (v === null ? "\\N" : v.replace(/\\/g, "\\\\").replace(/\t/g, " ").replace(/\n/g, " "));

async function copyRows(pool: pg.Pool, statement: string, lines: Iterable<string>): Promise<void> {
  const client = await pool.connect();
  try {
    await pipeline(Readable.from(lines), client.query(copyFrom(statement)));
  } finally {
    client.release();
  }
}

function* chunked(rows: Iterable<string>, size = 2_000): Generator<string> {
  let chunk = "";
  let n = 0;
  for (const r of rows) {
    chunk += r;
    if (++n % size === 0) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk) yield chunk;
}

export function scrapedItem(p: ProductSpec, cents: number): ScrapedProduct {
  return { name: p.name, price: cents / 100, brand: p.brand || null, size: p.size, unitPrice: null, unitType: null, inStock: true, url: null };
}

async function partitionsFor(db: Db, from: Date, to: Date): Promise<void> {
  // Monthly partitions of the price history (decision 038), when the schema has them.
  const has = await db.execute<{ ok: boolean }>(sql`select to_regproc('cartwise_ensure_price_partition') is not null as ok`);
  if (!has.rows[0]?.ok) return;
  for (let d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1)); d <= to; d = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1))) {
    await db.execute(sql`select cartwise_ensure_price_partition(${d.toISOString()}::timestamptz)`);
  }
}

/** VACUUM on its own connection with no statement timeout (the app pool's 30 s limit is for requests). */
export async function vacuum(pool: pg.Pool, what = ""): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("set statement_timeout = 0");
    await client.query(`vacuum analyze ${what}`);
  } finally {
    await client.query("reset statement_timeout").catch(() => undefined);
    client.release();
  }
}

export async function generate(db: Db, pool: pg.Pool, catalogue: ProductSpec[], stores: StoreSpec[], now: Date): Promise<{ seconds: number; current: number; history: number }> {
  const started = performance.now();
  await copyRows(
    pool,
    "COPY products (id, name, brand, size, unit_quantity, unit, category, generic_name, countries) FROM STDIN",
    chunked(catalogue.map((p) => `${p.id}\t${tsv(p.name)}\t${tsv(p.brand || null)}\t${tsv(p.size)}\t${p.unitQuantity}\t${p.unit}\t${tsv(p.category)}\t${tsv(p.genericName)}\t{NZ}\n`)),
  );
  await db.insert(t.stores).values(
    stores.map((s) => ({ id: s.id, name: s.name, storeType: s.kind, chain: s.chain, address: `${s.index + 1} Market Street, ${s.city}`, city: s.city, countryCode: "NZ", currency: "NZD" as const, latitude: s.lat, longitude: s.lng, scrapingEnabled: true })),
  );
  // The ingest's name memory, as the first scrape of each product leaves it.
  const seen = new Set<string>();
  const memory: string[] = [];
  for (const p of catalogue) {
    const key = `${MEMORY_PREFIX}${productMatchKey(scrapedItem(p, 100))}`.slice(0, 100);
    if (seen.has(key)) continue;
    seen.add(key);
    memory.push(`\\N\t${tsv(key)}\t${p.id}\t${tsv(p.name)}\n`);
  }
  await copyRows(pool, "COPY product_name_memory (user_id, generic_name, product_id, full_product_name) FROM STDIN", chunked(memory));

  const yearAgo = new Date(now.getTime() - (HISTORY_WEEKS + 1) * 7 * 86_400_000);
  await partitionsFor(db, yearAgo, new Date(now.getTime() + 62 * 86_400_000));
  // History: 52 weekly observations for 1 in 50 price series, older than the current price.
  let history = 0;
  await db.execute(sql`alter table prices disable trigger prices_sync_current`);
  for (const s of stores) {
    const lines: string[] = [];
    for (const i of s.products) {
      if (mix(s.index, i, 999) % HISTORY_ONE_IN !== 0) continue;
      const p = catalogue[i];
      const cur = priceOn(s, i, p.baseCents, 0);
      for (let w = HISTORY_WEEKS; w >= 1; w--) {
        const h = mix(s.index, i, 1000 + w);
        const cents = h % 4 === 0 ? Math.max(30, Math.round(cur * (0.8 + (h % 300) / 1000))) : cur;
        const at = new Date(now.getTime() - 86_400_000 - w * 7 * 86_400_000 - (h % 3600) * 1000).toISOString();
        lines.push(`${p.id}\t${s.id}\t${cents}\tNZD\t${unitPrice(p, cents)}\t${h % 7 === 0 ? "t" : "f"}\t${at}\tscrape\n`);
      }
    }
    history += lines.length;
    if (lines.length) await copyRows(pool, "COPY prices (product_id, store_id, amount_cents, currency, unit_price_cents, on_special, observed_at, source) FROM STDIN", chunked(lines));
  }
  await db.execute(sql`alter table prices enable trigger prices_sync_current`);
  // Current prices (day 0, yesterday): one COPY per store; the trigger fills current_prices.
  let current = 0;
  const day0 = new Date(now.getTime() - 86_400_000).toISOString();
  let next = 0;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (next < stores.length) {
        const s = stores[next++];
        const lines = s.products.map((i) => {
          const p = catalogue[i];
          const cents = priceOn(s, i, p.baseCents, 0);
          return `${p.id}\t${s.id}\t${cents}\tNZD\t${unitPrice(p, cents)}\tf\t${day0}\tscrape\n`;
        });
        current += lines.length;
        await copyRows(pool, "COPY prices (product_id, store_id, amount_cents, currency, unit_price_cents, on_special, observed_at, source) FROM STDIN", chunked(lines));
      }
    }),
  );
  // What autovacuum does after a bulk load: statistics and the visibility map (index-only scans).
  await vacuum(pool);
  return { seconds: (performance.now() - started) / 1000, current, history };
}
