import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/*
 * SQL fragments over users and profiles for other modules' single statements (decision 059: the
 * users module owns both tables, so their names and shape stay here). Pure builders that touch no
 * database themselves: they sit behind the shared door, which jobs and scripts run under the
 * react-server condition can load (the server door pulls in Auth.js's sign-in).
 */

/** SQL: the name a person is shown by (their profile name, else their e-mail) for the user id `userId` (a column or value). */
export function shownNameSql(userId: SQL): SQL {
  return sql`(select coalesce(nullif(p_.name, ''), u_.email) from users u_ left join profiles p_ on p_.user_id = u_.id where u_.id = ${userId})`;
}

/** SQL: the account e-mail of the user id `userId` (a column or value). */
export function userEmailSql(userId: SQLWrapper): SQL<string> {
  // The reference is nested so Drizzle keeps a column's table name: a single-table select strips it
  // from top-level columns, and "id" would then mean the subquery's own table.
  return sql<string>`(select u_.email from users u_ where u_.id = ${sql`${userId}`})`;
}

/** SQL: a subquery of every administrator's user id, as `id`. */
export function administratorIdsSql(): SQL {
  return sql`(select u_.id from users u_ where u_.role = 'admin')`;
}

/** SQL: a subquery of the shoppers' saved places (user_id, latitude, longitude) — only profiles that have one. */
export function profilePlacesSql(): SQL {
  return sql`(select p_.user_id, p_.latitude, p_.longitude from profiles p_ where p_.latitude is not null and p_.longitude is not null)`;
}
