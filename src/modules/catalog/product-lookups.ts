import "server-only";
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";

/*
 * The catalogue's small lookups and SQL fragments for other modules (decision 059): the products
 * table's name and shape live here; a price writer or a run report asks for what it needs.
 */

/**
 * Every product's pack as a subquery (id, unit, unit_quantity): a price writer derives unit prices
 * in its own statement by joining it (`join ${productPacksSql()} p on p.id = …`); PostgreSQL pulls
 * the subquery up, so the plan is the plain join's.
 */
export function productPacksSql(): SQL {
  return sql`(select id, unit, unit_quantity from products)`;
}

/** The product's name (a scalar subquery on the product id expression). */
export function productNameSql(productId: SQL): SQL {
  return sql`(select p_.name from products p_ where p_.id = ${productId})`;
}

/** Names of these products (id → name), 1,000 ids a statement; unknown ids are absent. */
export async function getProductNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 1000) {
    const chunk = unique.slice(i, i + 1000);
    const rows = await db.execute<{ id: string; name: string }>(sql`select id, name from products where id in (${sql.join(chunk.map((id) => sql`${id}::uuid`), sql`, `)})`);
    for (const r of rows.rows) names.set(r.id, r.name);
  }
  return names;
}

/** The product stored with exactly this barcode, if any (the unique index answers). */
export async function findProductIdByBarcode(db: Pick<Db, "select">, barcode: string): Promise<string | null> {
  const [hit] = await db.select({ id: tables.products.id }).from(tables.products).where(eq(tables.products.barcode, barcode));
  return hit?.id ?? null;
}

/** Name, brand and size of one product, for a heading (null: no such product). */
export async function getProductHeading(db: Db, id: string): Promise<{ id: string; name: string; brand: string | null; size: string | null } | null> {
  const p = tables.products;
  const [row] = await db.select({ id: p.id, name: p.name, brand: p.brand, size: p.size }).from(p).where(eq(p.id, id)).limit(1);
  return row ?? null;
}

/** Every catalogue product with what name matching reads (the scrape ingest matches printed names against all of them). */
export async function loadMatchableCatalogue(db: Db): Promise<{ id: string; name: string; brand: string | null; size: string | null; unitQuantity: number; unit: "g" | "ml" | "each"; category: string; tags: string[] }[]> {
  const p = tables.products;
  return db.select({ id: p.id, name: p.name, brand: p.brand, size: p.size, unitQuantity: p.unitQuantity, unit: p.unit, category: p.category, tags: p.tags }).from(p);
}

/** Names and units of these products (id → …); unknown ids are absent. */
export async function getProductNamesAndUnits(db: Db, ids: readonly string[]): Promise<Map<string, { name: string; unit: string }>> {
  const p = tables.products;
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.select({ id: p.id, name: p.name, unit: p.unit }).from(p).where(inArray(p.id, unique));
  return new Map(rows.map((r) => [r.id, { name: r.name, unit: r.unit }]));
}
