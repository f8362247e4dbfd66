import "server-only";
import { eq, sql, type SQL } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Tier } from "./profile";

/** What any signed-in shopper may see of a retailer (store pages): no contact, no account state. */
export interface RetailerCard {
  id: string;
  name: string;
  tier: Tier;
  address: string;
}

/**
 * A retailer's public card by its id, or null when there is no such retailer. Public by design: any
 * signed-in shopper may read any retailer's card (the store page takes a store or retailer id from its
 * URL, as sponsored banners link it), so this read is not tenant-scoped and takes the id as given.
 */
export async function readRetailerCard(db: Db, retailerId: string): Promise<RetailerCard | null> {
  const r = tables.retailers;
  const [row] = await db.select({ id: r.id, name: r.name, tier: r.subscriptionTier, address: r.address }).from(r).where(eq(r.id, retailerId)).limit(1);
  return row ?? null;
}

/** The name of the retailer `retailerId` (an SQL expression) as a scalar subquery: null when none, for other modules' listings. */
export function retailerNameSql(retailerId: SQL): SQL<string | null> {
  return sql<string | null>`(select rn.name from retailers rn where rn.id = ${retailerId})`;
}
