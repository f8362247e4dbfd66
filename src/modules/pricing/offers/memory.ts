import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";

/**
 * Remembered choices (product_name_memory) for the given generic names: the shopper's own first,
 * else the catalogue-wide row (user_id null). One round trip.
 */
export async function loadNameMemory(db: Db, shopper: Pick<Actor, "userId"> | null, keys: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const unique = [...new Set(keys.filter(Boolean))];
  if (!unique.length) return out;
  const userFilter = shopper ? sql`(m.user_id = ${shopper.userId}::uuid or m.user_id is null)` : sql`m.user_id is null`;
  const res = await db.execute<{ generic_name: string; product_id: string }>(sql`
    select distinct on (m.generic_name) m.generic_name, m.product_id
    from product_name_memory m
    where m.generic_name = any(${sql`array[${sql.join(unique.map((k) => sql`${k}`), sql`, `)}]::text[]`}) and ${userFilter}
    order by m.generic_name, m.user_id nulls last`);
  for (const r of res.rows) out.set(r.generic_name, r.product_id);
  return out;
}

/** Records (or replaces) the shopper's chosen product for a generic name. */
export async function rememberProductChoice(db: Db, actor: Pick<Actor, "userId">, genericName: string, product: { id: string; name: string }): Promise<void> {
  const m = tables.productNameMemory;
  await db
    .insert(m)
    .values({ userId: actor.userId, genericName: genericName.slice(0, 100), productId: product.id, fullProductName: product.name.slice(0, 200), updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [m.userId, m.genericName],
      set: { productId: product.id, fullProductName: product.name.slice(0, 200), updatedAt: new Date() },
    });
}

/**
 * Catalogue-wide name memory (no user): what a scrape learned a store's product name means. The
 * first answer stands (a shopper's own choice is per user and never overwritten by this). The
 * pricing module owns product_name_memory; the scrape ingest records through here.
 */
export async function rememberCatalogueNames(db: Pick<Db, "insert">, entries: readonly { genericName: string; productId: string; fullProductName: string }[]): Promise<void> {
  const m = tables.productNameMemory;
  for (let i = 0; i < entries.length; i += 1_000) {
    await db
      .insert(m)
      .values(entries.slice(i, i + 1_000).map((e) => ({ userId: null, genericName: e.genericName, productId: e.productId, fullProductName: e.fullProductName.slice(0, 200) })))
      .onConflictDoNothing();
  }
}
