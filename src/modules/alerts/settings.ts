import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import type { AlertSettingsInput } from "./schemas";

/** What Profile shows: the shopper's own rule, or the defaults offered before they chose one. */
export interface AlertSettingsDto { thresholdPct: number; includeRises: boolean; chosen: boolean }

/** Offered in the form before a shopper chooses (until then every drop notifies, as before). */
export const OFFERED_THRESHOLD_PCT = 5;

export async function getAlertSettings(db: Db, actor: Actor): Promise<AlertSettingsDto> {
  const res = await db.execute<{ threshold_pct: number; include_rises: boolean }>(sql`
    select threshold_pct, include_rises from price_alert_settings where user_id = ${actor.userId}::uuid`);
  const row = res.rows[0];
  return row ? { thresholdPct: row.threshold_pct, includeRises: row.include_rises, chosen: true } : { thresholdPct: OFFERED_THRESHOLD_PCT, includeRises: false, chosen: false };
}

/** Saves the actor's own rule (validated by alertSettingsSchema; the table's check holds the same range). */
export async function saveAlertSettings(db: Db, actor: Actor, input: AlertSettingsInput): Promise<AlertSettingsDto> {
  await db.execute(sql`
    insert into price_alert_settings (user_id, threshold_pct, include_rises, updated_at)
    values (${actor.userId}::uuid, ${input.thresholdPct}, ${input.includeRises}, now())
    on conflict (user_id) do update set threshold_pct = excluded.threshold_pct, include_rises = excluded.include_rises, updated_at = now()`);
  return { ...input, chosen: true };
}
