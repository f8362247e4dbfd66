import "server-only";
import { and, desc, like, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import { textArray } from "@/server/db/sql-arrays";

/**
 * The shared (no user) name memory for these keys, key → product id: the scrape ingest's lookup of
 * printed names it resolved before. One bound array parameter, not thousands of placeholders (a
 * run can hold tens of thousands of names).
 */
export async function loadSharedNameMemory(db: Db, keys: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!keys.length) return out;
  const res = await db.execute<{ generic_name: string; product_id: string }>(sql`
    select generic_name, product_id from product_name_memory
    where user_id is null and generic_name = any(${textArray(keys)})`);
  for (const r of res.rows) out.set(r.generic_name, r.product_id);
  return out;
}

/** The `limit` shared memory entries whose key starts with `prefix`, last updated first (the scraper validation's sample). */
export async function sampleSharedNameMemory(db: Db, prefix: string, limit: number): Promise<{ generic: string; full: string }[]> {
  const m = tables.productNameMemory;
  return db
    .select({ generic: m.genericName, full: m.fullProductName })
    .from(m)
    .where(and(sql`${m.userId} is null`, like(m.genericName, `${prefix}%`)))
    .orderBy(desc(m.updatedAt))
    .limit(limit);
}
