import "server-only";
import { tables, type Db } from "@/server/db";

/** A product as a scrape or a retailer feed adds it to the catalogue. */
export type NewProduct = typeof tables.products.$inferInsert;

/**
 * The catalogue module owns products: a scrape that met a product no catalogue entry matches, and a
 * retailer feed's unmatched rows, add them through here (the catalogue index follows by its data
 * version). `skipExisting`: a product whose barcode is already known is not added (no row returned
 * for it). Returns the added products' ids and names, in input order when nothing is skipped.
 */
export async function addProducts(tx: Pick<Db, "insert">, rows: readonly NewProduct[], options: { skipExisting?: boolean } = {}): Promise<{ id: string; name: string }[]> {
  if (!rows.length) return [];
  const p = tables.products;
  const insert = tx.insert(p).values([...rows]);
  return (options.skipExisting ? insert.onConflictDoNothing() : insert).returning({ id: p.id, name: p.name });
}
