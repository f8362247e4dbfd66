import "server-only";
import { and, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import type { Tier } from "./profile";

/*
 * The retailers table's reads that billing makes outside the signed-in retailer's own lookup
 * (requireRetailerProfile): the Stripe webhook and the receipts, where the retailer is one our own
 * rows name (a verified subscription owner, a booking, a payment), never a client-sent id. Billing
 * calls these through the door; the table's name and shape stay in this module (decision 059).
 */
const r = tables.retailers;

/** The retailer if it exists and belongs to that user, else null (a subscription's metadata is believed only then). */
export async function findRetailerOwnedBy(db: Db, retailer: { id: string }, who: Pick<Actor, "userId">): Promise<{ id: string } | null> {
  const [row] = await db.select({ id: r.id }).from(r).where(and(eq(r.id, retailer.id), eq(r.userId, who.userId))).limit(1);
  return row ?? null;
}

/** The plan a retailer holds now (a payment records the tier it was made at). */
export async function getRetailerPlanFacts(db: Db, retailer: { id: string }): Promise<{ tier: Tier; premiumActive: boolean; isDemo: boolean } | null> {
  const [row] = await db.select({ tier: r.subscriptionTier, premiumActive: r.premiumActive, isDemo: r.isDemo }).from(r).where(eq(r.id, retailer.id)).limit(1);
  return row ?? null;
}

/** Whom a receipt is billed to before its invoice is issued: the retailer's current name, address and tax number. */
export async function getRetailerInvoiceDetails(db: Db, retailer: { id: string }): Promise<{ name: string; address: string; taxNumber: string | null } | null> {
  const [row] = await db.select({ name: r.name, address: r.address, taxNumber: r.gstNumber }).from(r).where(eq(r.id, retailer.id)).limit(1);
  return row ?? null;
}

/**
 * The user id of the retailer named by `retailerId` (a column or value), as one SQL expression:
 * for a reader that must match a retailer's user inside one statement (billing's placement
 * webhook joins a booking to its retailer's Stripe customer). Null when there is no such retailer.
 */
export function retailerUserIdSql(retailerId: SQLWrapper): SQL<string | null> {
  // The inner table has its own alias, and the outer reference is nested so Drizzle keeps its table
  // name (a single-table select strips it from top-level columns, and "id" would then mean the inner one).
  return sql<string | null>`(select owner_r.user_id from retailers owner_r where owner_r.id = ${sql`${retailerId}`})`;
}
