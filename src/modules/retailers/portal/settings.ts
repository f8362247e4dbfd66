import "server-only";
import { eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { recordActivity } from "./activity";
import { requireRetailerProfile } from "./profile";
import { EMAIL_PREFERENCES, type EmailPreferenceKey, type EmailPreferences } from "./schemas";

const DEFAULTS = { receipts: true, priceDrops: true, marketing: false, shoppingSummaries: true } as const;

function toPreferences(row: { receipts: boolean; priceDrops: boolean; marketing: boolean; shoppingSummaries: boolean }): EmailPreferences {
  return Object.fromEntries(EMAIL_PREFERENCES.map((p) => [p.key, row[p.column]])) as EmailPreferences;
}

export async function getEmailPreferences(db: Db, actor: Actor): Promise<EmailPreferences> {
  const e = tables.emailPreferences;
  const [row] = await db.select({ receipts: e.receipts, priceDrops: e.priceDrops, marketing: e.marketing, shoppingSummaries: e.shoppingSummaries }).from(e).where(eq(e.userId, actor.userId)).limit(1);
  return toPreferences(row ?? DEFAULTS);
}

/** Upsert on user_id: one toggle changes, the others keep their stored (or default) values. */
export async function setEmailPreference(db: Db, actor: Actor, input: { key: EmailPreferenceKey; value: boolean }): Promise<EmailPreferences> {
  await requireRetailerProfile(db, actor);
  const e = tables.emailPreferences;
  const column = EMAIL_PREFERENCES.find((p) => p.key === input.key)!.column;
  const [row] = await db
    .insert(e)
    .values({ userId: actor.userId, ...DEFAULTS, [column]: input.value })
    .onConflictDoUpdate({ target: e.userId, set: { [column]: input.value, updatedAt: new Date() } })
    .returning({ receipts: e.receipts, priceDrops: e.priceDrops, marketing: e.marketing, shoppingSummaries: e.shoppingSummaries });
  return toPreferences(row);
}

/** Store name and business address (already trimmed by the schema). Only the session's own retailer row. */
export async function updateRetailerAccount(db: Db, actor: Actor, input: { name: string; address: string }): Promise<{ name: string; address: string }> {
  const retailer = await requireRetailerProfile(db, actor);
  const r = tables.retailers;
  return db.transaction(async (tx) => {
    const [row] = await tx.update(r).set({ name: input.name, address: input.address }).where(eq(r.id, retailer.id)).returning({ name: r.name, address: r.address });
    await recordActivity(tx, retailer, "account_updated", "Account details updated");
    return row;
  });
}
