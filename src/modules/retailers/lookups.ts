import "server-only";
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { retailerRefFromOwnRow, type RetailerRef } from "./ref";

/*
 * Small reads of the retailers table for other modules (decision 059: retailers owns it): a user's
 * retailer, retailers' names, and the open-data switch (its value, its last change, and an SQL
 * fragment for open data's one publishable-price rule).
 */

const r = tables.retailers;

/** The retailer a user account owns (id and name), or null: the session's actor, or a user our own rows name (a webhook's verified subscription). */
export async function findRetailerOfUser(db: Db, who: Pick<Actor, "userId">): Promise<(RetailerRef & { name: string }) | null> {
  const [row] = await db.select({ id: r.id, name: r.name }).from(r).where(eq(r.userId, who.userId));
  return row ? { ...retailerRefFromOwnRow(row.id), name: row.name } : null;
}

/** Retailers' names by id; unknown ids are absent. */
export async function retailerNames(db: Db, retailerIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(retailerIds)];
  if (!ids.length) return new Map();
  const rows = await db.select({ id: r.id, name: r.name }).from(r).where(inArray(r.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Whether the retailer shares its feed prices as open data (false for no such retailer). */
export async function sharesOpenDataPrices(db: Db, retailer: { id: string }): Promise<boolean> {
  const [row] = await db.select({ on: r.openDataPrices }).from(r).where(eq(r.id, retailer.id)).limit(1);
  return row?.on ?? false;
}

/** When any retailer last turned open-data sharing on or off (null if none ever did). */
export async function lastOpenDataSharingChange(db: Db): Promise<Date | null> {
  const res = await db.execute<{ ms: number | string | null }>(sql`select (extract(epoch from max(open_data_changed_at)) * 1000)::float8 as ms from retailers`);
  const ms = res.rows[0]?.ms;
  return ms === null || ms === undefined ? null : new Date(Number(ms));
}

/**
 * SQL: whether the retailer whose id is `retailerId` (an SQL expression, possibly null) shares its
 * feed prices as open data; false for no retailer. For a statement that must decide it per row.
 */
export function retailerSharesOpenDataSql(retailerId: SQL): SQL {
  return sql`coalesce((select odr.open_data_prices from retailers odr where odr.id = ${retailerId}), false)`;
}
