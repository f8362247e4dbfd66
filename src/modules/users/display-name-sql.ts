import "server-only";
import { sql, type SQL } from "drizzle-orm";

/**
 * SQL: the name a moderator sees for a user (their profile's name, else their e-mail), as a scalar
 * subquery on the user id expression; null for a null id. For a statement that lists many rows with
 * the people behind them (decision 059: the users and profiles tables' names stay in users).
 */
export function userDisplayNameSql(userId: SQL): SQL {
  return sql`(select coalesce(p_.name, u_.email) from users u_ left join profiles p_ on p_.user_id = u_.id where u_.id = ${userId})`;
}
