import "server-only";
import { eq, sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";

/** How many coupons the signed-in shopper has redeemed (the profile's "Coupons redeemed" figure). */
export async function countOwnRedemptions(db: Db, actor: Actor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(tables.couponRedemptions).where(eq(tables.couponRedemptions.userId, actor.userId));
  return Number(row?.n ?? 0);
}
