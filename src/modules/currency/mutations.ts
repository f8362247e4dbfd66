import "server-only";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import type { CurrencyCode } from "./engine";

/** Sets (or clears, with null) the actor's own currency override; keyed on the actor's id only. */
export async function setPreferredCurrency(db: Db, actor: Actor, currency: CurrencyCode | null): Promise<void> {
  const p = tables.profiles;
  await db
    .insert(p)
    .values({ userId: actor.userId, preferredCurrency: currency })
    .onConflictDoUpdate({ target: p.userId, set: { preferredCurrency: currency, updatedAt: new Date() } });
}
