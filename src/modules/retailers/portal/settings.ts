import "server-only";
import { eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { getEmailPreferenceFlags, setEmailPreferenceFlag, type EmailPreferenceFlags } from "@/modules/mailings";
import { recordActivity } from "./activity";
import { requireRetailerProfile } from "./profile";
import { EMAIL_PREFERENCES, type EmailPreferenceKey, type EmailPreferences } from "./schemas";

function toPreferences(flags: EmailPreferenceFlags): EmailPreferences {
  return Object.fromEntries(EMAIL_PREFERENCES.map((p) => [p.key, flags[p.column]])) as EmailPreferences;
}

/** The retailer settings' four e-mail toggles, stored by mailings (its flags, or their defaults). */
export async function getEmailPreferences(db: Db, actor: Actor): Promise<EmailPreferences> {
  return toPreferences(await getEmailPreferenceFlags(db, actor));
}

/** One toggle changes (mailings upserts on user_id), the others keep their stored (or default) values. */
export async function setEmailPreference(db: Db, actor: Actor, input: { key: EmailPreferenceKey; value: boolean }): Promise<EmailPreferences> {
  await requireRetailerProfile(db, actor);
  const column = EMAIL_PREFERENCES.find((p) => p.key === input.key)!.column;
  return toPreferences(await setEmailPreferenceFlag(db, actor, column, input.value));
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
