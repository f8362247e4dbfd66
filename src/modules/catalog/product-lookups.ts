import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { textArray, uuidArray } from "@/server/db/sql-arrays";

/*
 * Small reads of the products table for other modules (decision 059: catalog owns it): products by
 * stored barcode, by name similarity (trigram), by id, and whether one exists.
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
