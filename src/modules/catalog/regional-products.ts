import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { uuidArray } from "@/server/db/sql-arrays";

/**
 * Which of these product ids are real products sold in the country (or whose region was never
 * recorded: no countries); with no country, which exist at all. One statement; for checking
 * client-sent product ids (a receipt's matches, a shared receipt's lines) — decision 059.
 */
export async function productIdsSoldIn(db: Db, productIds: readonly string[], countryCode: string | null): Promise<Set<string>> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return new Set();
  const region = countryCode === null ? sql`true` : sql`(${countryCode}::text = any(countries) or cardinality(countries) = 0)`;
  const res = await db.execute<{ id: string }>(sql`select id from products where id = any(${uuidArray(ids)}) and ${region}`);
  return new Set(res.rows.map((r) => r.id));
}
