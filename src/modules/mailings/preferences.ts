import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { MAIL_CATEGORIES, PREFERENCE_DEFAULTS, SHOPPER_MAIL_CATEGORIES, type MailCategory, type ShopperEmailPreferences, type ShopperMailCategory } from "./kinds";
import type { UnsubscribeSubject } from "./tokens";

const e = tables.emailPreferences;
const COLUMNS = { receipts: e.receipts, priceDrops: e.priceDrops, marketing: e.marketing, shoppingSummaries: e.shoppingSummaries, listInvitations: e.listInvitations };
type Flags = Record<keyof typeof COLUMNS, boolean>;

async function flagsOf(db: Db, userId: string): Promise<Flags> {
  const [row] = await db.select(COLUMNS).from(e).where(eq(e.userId, userId)).limit(1);
  return row ?? { ...PREFERENCE_DEFAULTS };
}

async function userIdByEmail(db: Db, email: string): Promise<string | null> {
  const u = tables.users;
  const [row] = await db.select({ id: u.id }).from(u).where(sql`lower(${u.email}) = ${email.toLowerCase()}`).limit(1);
  return row?.id ?? null;
}

/** Whether this person takes this kind of e-mail: their flag (or its default); an address without an account unless it unsubscribed. */
export async function wantsMail(db: Db, subject: UnsubscribeSubject, category: MailCategory): Promise<boolean> {
  const userId = "userId" in subject ? subject.userId : await userIdByEmail(db, subject.email);
  if (userId) return (await flagsOf(db, userId))[MAIL_CATEGORIES[category].column];
  const s = tables.mailSuppressions;
  const [row] = await db.select({ kind: s.kind }).from(s).where(and(sql`lower(${s.email}) = ${(subject as { email: string }).email.toLowerCase()}`, eq(s.kind, category))).limit(1);
  return !row;
}

/** Sets one flag, keeping the others (upsert on user_id). */
export async function setMailPreference(db: Db, userId: string, category: MailCategory, value: boolean): Promise<void> {
  const column = MAIL_CATEGORIES[category].column;
  await db
    .insert(e)
    .values({ userId, ...PREFERENCE_DEFAULTS, [column]: value })
    .onConflictDoUpdate({ target: e.userId, set: { [column]: value, updatedAt: new Date() } });
}

/** One-click unsubscribe: exactly that kind goes off; an address without an account is suppressed for it. */
export async function unsubscribe(db: Db, subject: UnsubscribeSubject, category: MailCategory): Promise<void> {
  const userId = "userId" in subject ? subject.userId : await userIdByEmail(db, subject.email);
  if (userId) {
    const u = tables.users;
    const [exists] = await db.select({ id: u.id }).from(u).where(eq(u.id, userId)).limit(1);
    if (exists) await setMailPreference(db, userId, category, false);
    return; // a deleted account gets no more mail anyway
  }
  const s = tables.mailSuppressions;
  await db.insert(s).values({ email: (subject as { email: string }).email.toLowerCase(), kind: category }).onConflictDoNothing();
}

export async function getShopperEmailPreferences(db: Db, actor: Actor): Promise<ShopperEmailPreferences> {
  const flags = await flagsOf(db, actor.userId);
  return Object.fromEntries(SHOPPER_MAIL_CATEGORIES.map((c) => [c, flags[MAIL_CATEGORIES[c].column]])) as ShopperEmailPreferences;
}

export async function setShopperEmailPreference(db: Db, actor: Actor, input: { category: ShopperMailCategory; value: boolean }): Promise<ShopperEmailPreferences> {
  await setMailPreference(db, actor.userId, input.category, input.value);
  return getShopperEmailPreferences(db, actor);
}
