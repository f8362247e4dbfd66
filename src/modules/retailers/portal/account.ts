import "server-only";
import { and, eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";

/*
 * The retailers table's writes that other modules cause: the retailers module owns the table, and
 * billing (the premium tier), ads (the logo) and open data (the sharing switch) change their own
 * column through these, inside their own transaction. The retailer is always one the caller has
 * already resolved from the session (requireRetailerProfile) or from its own paid records.
 */
const r = tables.retailers;

/** Premium while a subscription grants it; demo accounts keep their seeded tier. */
export async function setRetailerPremium(tx: Db, retailer: { id: string }, premium: boolean): Promise<void> {
  await tx.update(r).set({ subscriptionTier: premium ? "premium" : "basic", premiumActive: premium }).where(and(eq(r.id, retailer.id), eq(r.isDemo, false)));
}

/** The logo shown on the retailer's profile (null: none). */
export async function setRetailerLogoUrl(tx: Db, retailer: { id: string }, logoUrl: string | null): Promise<void> {
  await tx.update(r).set({ logoUrl }).where(eq(r.id, retailer.id));
}

/** The retailer's open-data switch; the change time feeds the open API's Last-Modified. Returns the stored value. */
export async function setOpenDataPrices(tx: Db, retailer: { id: string }, enabled: boolean): Promise<boolean> {
  const [row] = await tx.update(r).set({ openDataPrices: enabled, openDataChangedAt: new Date() }).where(eq(r.id, retailer.id)).returning({ on: r.openDataPrices });
  return row?.on ?? false;
}
