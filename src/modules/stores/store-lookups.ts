import "server-only";
import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";

/*
 * Small store lookups and SQL fragments for other modules (decision 059): the stores table's name
 * stays here while a reader keeps its one statement.
 */

/** The store's country code (a scalar subquery on the store id expression). */
export function storeCountrySql(storeId: SQL): SQL {
  return sql`(select s_.country_code from stores s_ where s_.id = ${storeId})`;
}

/** True when the store (id expression) is in this country. */
export function storeInCountrySql(storeId: SQL, countryCode: string): SQL {
  return sql`exists (select 1 from stores s_ where s_.id = ${storeId} and s_.country_code = ${countryCode})`;
}

/** The store's name (a scalar subquery on the store id expression). */
export function storeNameSql(storeId: SQL): SQL {
  return sql`(select s_.name from stores s_ where s_.id = ${storeId})`;
}

export interface StoreRegion {
  id: string;
  currency: "NZD" | "AUD" | "USD";
  countryCode: string;
  timeZone: string;
}

/** A store's currency, country and time zone (null: no such store). */
export async function getStoreRegion(db: Db, storeId: string): Promise<StoreRegion | null> {
  const s = tables.stores;
  const [store] = await db.select({ id: s.id, currency: s.currency, countryCode: s.countryCode, timeZone: s.timeZone }).from(s).where(eq(s.id, storeId)).limit(1);
  return store ?? null;
}

/** Whether a store with this id exists (any state): for other modules' writes that name a store. */
export async function storeExists(db: Db, storeId: string): Promise<boolean> {
  const res = await db.execute(sql`select 1 from stores where id = ${storeId}::uuid`);
  return res.rows.length > 0;
}

/** The id of a retailer's first store by name (then id), as a scalar subquery on `retailerId` (an SQL expression); null when it has none. */
export function firstStoreIdOfRetailerSql(retailerId: SQL): SQL<string | null> {
  return sql<string | null>`(select fs.id from stores fs where fs.retailer_id = ${retailerId} order by fs.name, fs.id limit 1)`;
}
