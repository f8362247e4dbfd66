import "server-only";
import { and, inArray, sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";

const products = tables.products;

/**
 * Which of these product ids exist and are sold in the shopper's region (or never had their region
 * recorded); with no country, every existing one. Client-sent product ids are checked through this.
 */
export async function productsInRegion(db: Db, ids: readonly string[], country: string | null): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const region = country ? sql`(${country}::text = any(${products.countries}) or cardinality(${products.countries}) = 0)` : undefined;
  const rows = await db.select({ id: products.id }).from(products).where(and(inArray(products.id, [...ids]), region));
  return new Set(rows.map((p) => p.id));
}
