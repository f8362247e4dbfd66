import "server-only";
import { sql, type SQL } from "drizzle-orm";

/**
 * SQL fragment for another module's single statement (decision 059: the users table is named only
 * here): the user id `userId` (an SQL expression) when that account still exists, else null —
 * one primary-key probe, as analytics' batched event writer needs it.
 */
export function existingUserIdSql(userId: SQL): SQL {
  return sql`(select u.id from users u where u.id = ${userId})`;
}
