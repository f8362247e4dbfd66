import { sql, type SQL } from "drizzle-orm";

/**
 * SQL: whether the user id `userId` (a column or value) takes price-drop e-mail — their preference,
 * and without a preferences row the default, on. For a sender's single-statement pick of recipients.
 * A pure builder (no database access), so jobs and scripts can load it through the shared door.
 */
export function wantsPriceDropMailSql(userId: SQL): SQL {
  return sql`coalesce((select ep_.price_drops from email_preferences ep_ where ep_.user_id = ${userId}), true)`;
}
