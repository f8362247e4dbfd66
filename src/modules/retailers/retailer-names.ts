import "server-only";
import { inArray } from "drizzle-orm";
import { tables, type Db } from "@/server/db";

/** Retailer id → the retailer's name, for the given ids (unknown ids are left out). */
export async function getRetailerNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const r = tables.retailers;
  const rows = await db.select({ id: r.id, name: r.name }).from(r).where(inArray(r.id, [...ids]));
  return new Map(rows.map((x) => [x.id, x.name]));
}
