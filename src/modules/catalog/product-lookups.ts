import "server-only";
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import { textArray, uuidArray } from "@/server/db/sql-arrays";

/*
 * Small reads of the products table for other modules (decision 059: catalog owns it): products by
 * stored barcode, by name similarity (trigram), by id, and whether one exists; and the SQL fragments
 * a price writer or reader joins in its own statement (the table's name and shape stay here).
 */

/** Product ids by stored barcode (pass every stored form to look for); forms with no product are absent. */
export async function productIdsByBarcodes(db: Db, forms: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!forms.length) return out;
  const res = await db.execute<{ id: string; barcode: string }>(sql`select id, barcode from products where barcode = any(${textArray([...forms])})`);
  for (const r of res.rows) out.set(r.barcode, r.id);
  return out;
}

/** A catalogue product as name matchers score it. */
export type SimilarProduct = {
  id: string;
  name: string;
  brand: string | null;
  size: string | null;
  unit_quantity: number;
  unit: "g" | "ml" | "each";
  category: string;
  tags: string[];
};

/** Products whose lower-cased name is trigram-similar to the text (pg_trgm's `%`), most similar first. */
export async function productsWithSimilarName(db: Db, text: string, limit: number): Promise<SimilarProduct[]> {
  const res = await db.execute<SimilarProduct>(sql`
    select id, name, brand, size, unit_quantity, unit, category, tags from products
    where lower(name) % lower(${text})
    order by similarity(lower(name), lower(${text})) desc
    limit ${limit}`);
  return res.rows;
}

/** Name, brand, size and barcode of these products, by id; unknown ids are absent. */
export async function productSummaries(db: Db, productIds: readonly string[]): Promise<Map<string, { name: string; brand: string | null; size: string | null; barcode: string | null }>> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return new Map();
  const res = await db.execute<{ id: string; name: string; brand: string | null; size: string | null; barcode: string | null }>(sql`
    select id, name, brand, size, barcode from products where id = any(${uuidArray(ids)})`);
  return new Map(res.rows.map((r) => [r.id, { name: r.name, brand: r.brand, size: r.size, barcode: r.barcode }]));
}

export async function productExists(db: Db, productId: string): Promise<boolean> {
  const res = await db.execute(sql`select 1 from products where id = ${productId}::uuid`);
  return res.rows.length > 0;
}

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
