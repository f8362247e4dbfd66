import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { tables, type Db } from "@/server/db";

/**
 * Of these administrators, those who switched scrape-alert e-mails off (the preference is on
 * unless switched off, so an account without a preferences row is not in the set).
 */
export async function scrapeAlertOptOuts(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return new Set();
  const e = tables.emailPreferences;
  const rows = await db.select({ userId: e.userId }).from(e).where(and(inArray(e.userId, ids), eq(e.scrapeAlerts, false)));
  return new Set(rows.map((r) => r.userId));
}
