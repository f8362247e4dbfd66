import "server-only";
import { sql, type SQL } from "drizzle-orm";

/**
 * SQL fragment for analytics' batched event writer (decision 059: the ads table is named only
 * here): the banner id `adId` (an SQL expression) when the banner still exists, else null — one
 * primary-key probe. Ads imports analytics, so the recorder of an ad event hands this in with the row.
 */
export function existingAdIdSql(adId: SQL): SQL {
  return sql`(select a.id from ads a where a.id = ${adId})`;
}
