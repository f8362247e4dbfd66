import "server-only";
import { eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";

/**
 * Whether an account has a retailer profile: for the portal's sign-in, which has checked the
 * password but has no session yet. Everything after sign-in looks the retailer up from the session
 * (`getRetailerProfile` / `requireRetailerProfile`, the one signed-in retailer lookup).
 */
export async function hasRetailerProfile(db: Db, who: { userId: string }): Promise<boolean> {
  const r = tables.retailers;
  const [row] = await db.select({ id: r.id }).from(r).where(eq(r.userId, who.userId)).limit(1);
  return Boolean(row);
}
