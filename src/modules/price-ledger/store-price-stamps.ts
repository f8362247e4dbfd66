import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { uuidArray } from "@/server/db/sql-arrays";

/** Each store's price stamp and last complete scrape run (decision 057), read together. */
export interface StorePriceState {
  stamps: Map<string, string>;
  /** store id → confirmed_at in whole milliseconds (absent: no complete run recorded). */
  confirmedMs: Map<string, number>;
}

/**
 * The price stamp of each store asked for (absent: no price was ever written there) and its last
 * complete scrape run, in one statement. A stamp only moves forward, past every price written at the
 * store, so what was built on a stamp (the offer memo, a price slice) is stale once the store's stamp
 * differs; the price slices judge a scrape price's freshness on the run.
 */
export async function readStorePriceState(db: Db, storeIds: string[]): Promise<StorePriceState> {
  const stamps = new Map<string, string>();
  const confirmedMs = new Map<string, number>();
  if (!storeIds.length) return { stamps, confirmedMs };
  const res = await db.execute<{ store_id: string; version: string | number | null; confirmed: number | string | null }>(sql`
    select s.id as store_id, v.version, floor(extract(epoch from c.confirmed_at) * 1000)::float8 as confirmed
    from unnest(${uuidArray(storeIds)}) as s(id)
    left join store_price_versions v on v.store_id = s.id
    left join store_scrape_confirmations c on c.store_id = s.id`);
  for (const r of res.rows) {
    if (r.version !== null) stamps.set(r.store_id, String(r.version));
    if (r.confirmed !== null) confirmedMs.set(r.store_id, Number(r.confirmed));
  }
  return { stamps, confirmedMs };
}

/** Stores a price was ever written at (those with a stamp), by id after `after`, `limit` at a time. */
export async function listStampedStores(db: Db, after: string | null, limit: number): Promise<string[]> {
  const res = await db.execute<{ store_id: string }>(sql`
    select store_id from store_price_versions ${after === null ? sql`` : sql`where store_id > ${after}::uuid`} order by store_id limit ${limit}`);
  return res.rows.map((r) => r.store_id);
}
