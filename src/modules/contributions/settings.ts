import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";

const { contributionSettings: c } = tables;

/** The shopper's "share my receipt prices" default (off until they turn it on). */
export async function getShareDefault(db: Db, actor: Actor): Promise<boolean> {
  const [row] = await db.select({ share: c.shareReceiptPrices }).from(c).where(eq(c.userId, actor.userId)).limit(1);
  return row?.share ?? false;
}

export async function setShareDefault(db: Db, actor: Actor, share: boolean): Promise<boolean> {
  await db
    .insert(c)
    .values({ userId: actor.userId, shareReceiptPrices: share })
    .onConflictDoUpdate({ target: c.userId, set: { shareReceiptPrices: share, updatedAt: new Date() } });
  return share;
}
