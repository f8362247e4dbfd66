import "server-only";
import { eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";

export interface RetailerIdentity { id: string; name: string; tier: "basic" | "premium"; premiumActive: boolean; isDemo: boolean }

/** The retailer profile owned by a user, or null. The retailer id always comes from here, never from a form. */
export async function getRetailerForUser(db: Db, userId: string): Promise<RetailerIdentity | null> {
  const r = tables.retailers;
  const [row] = await db
    .select({ id: r.id, name: r.name, tier: r.subscriptionTier, premiumActive: r.premiumActive, isDemo: r.isDemo })
    .from(r)
    .where(eq(r.userId, userId))
    .limit(1);
  return row ?? null;
}
