import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { findUserIdByEmail, userExists } from "@/modules/users";
import { MAIL_CATEGORIES, PREFERENCE_DEFAULTS, SHOPPER_MAIL_CATEGORIES, type MailCategory, type PreferenceColumn, type ShopperEmailPreferences, type ShopperMailCategory } from "./kinds";
import type { UnsubscribeSubject } from "./tokens";

const e = tables.emailPreferences;
const COLUMNS = { receipts: e.receipts, priceDrops: e.priceDrops, marketing: e.marketing, shoppingSummaries: e.shoppingSummaries, listInvitations: e.listInvitations };
export type EmailPreferenceFlags = Record<PreferenceColumn, boolean>;
type Flags = EmailPreferenceFlags;

async function flagsOf(db: Db, userId: string): Promise<Flags> {
  const [row] = await db.select(COLUMNS).from(e).where(eq(e.userId, userId)).limit(1);
  return row ?? { ...PREFERENCE_DEFAULTS };
}

const userIdByEmail = findUserIdByEmail;

/** Whether this person takes this kind of e-mail: their flag (or its default); an address without an account unless it unsubscribed. */
export async function wantsMail(db: Db, subject: UnsubscribeSubject, category: MailCategory): Promise<boolean> {
  const userId = "userId" in subject ? subject.userId : await userIdByEmail(db, subject.email);
  if (userId) return (await flagsOf(db, userId))[MAIL_CATEGORIES[category].column];
  const s = tables.mailSuppressions;
  const [row] = await db.select({ kind: s.kind }).from(s).where(and(sql`lower(${s.email}) = ${(subject as { email: string }).email.toLowerCase()}`, eq(s.kind, category))).limit(1);
  return !row;
}

/** Sets one flag, keeping the others (upsert on user_id); returns all of them as stored. */
async function setFlag(db: Db, userId: string, column: PreferenceColumn, value: boolean): Promise<Flags> {
  const [row] = await db
    .insert(e)
    .values({ userId, ...PREFERENCE_DEFAULTS, [column]: value })
    .onConflictDoUpdate({ target: e.userId, set: { [column]: value, updatedAt: new Date() } })
    .returning(COLUMNS);
  return row;
}

/** Sets one kind's flag, keeping the others. */
export async function setMailPreference(db: Db, who: Pick<Actor, "userId">, category: MailCategory, value: boolean): Promise<void> {
  await setFlag(db, who.userId, MAIL_CATEGORIES[category].column, value);
}

/** The signed-in account's stored flags (defaults where never changed): the retailer settings' toggles read them. */
export async function getEmailPreferenceFlags(db: Db, actor: Actor): Promise<EmailPreferenceFlags> {
  return flagsOf(db, actor.userId);
}

/** Sets one of the signed-in account's flags, keeping the others; returns all of them (the retailer settings' toggles). */
export async function setEmailPreferenceFlag(db: Db, actor: Actor, column: PreferenceColumn, value: boolean): Promise<EmailPreferenceFlags> {
  return setFlag(db, actor.userId, column, value);
}

/** One-click unsubscribe: exactly that kind goes off; an address without an account is suppressed for it. */
export async function unsubscribe(db: Db, subject: UnsubscribeSubject, category: MailCategory): Promise<void> {
  const userId = "userId" in subject ? subject.userId : await userIdByEmail(db, subject.email);
  if (userId) {
    // The account a signed unsubscribe token names, or the one its address belongs to: never a client-chosen id.
    const who = { userId };
    if (await userExists(db, who)) await setMailPreference(db, who, category, false);
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
  await setMailPreference(db, actor, input.category, input.value);
  return getShopperEmailPreferences(db, actor);
}
