import { sql } from "drizzle-orm";
import { getDbHandle } from "../../src/server/db";
import { openDatabase, runMigrations, type Db, type DbHandle } from "../../src/server/db/client";

/** The same handle the app modules use through getDb(): tests and code see one database. */
export async function getTestDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

export async function getTestHandle(): Promise<DbHandle> {
  return getDbHandle();
}

/**
 * A second, independent connection pool to the same database — "another app instance".
 * On embedded PGlite (single connection) it is the same handle.
 */
export async function openSecondInstance(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return getDbHandle();
  const handle = await openDatabase({ url, poolSize: 5 });
  await runMigrations(handle);
  return handle;
}

export const usingRealPostgres = (): boolean => Boolean(process.env.DATABASE_URL);

/** Empties every application table (keeps the migrations journal). */
export async function truncateAll(db: Db): Promise<void> {
  const res = await db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
  if (!res.rows.length) return;
  const names = sql.join(res.rows.map((r) => sql.identifier(r.tablename)), sql`, `);
  await db.execute(sql`truncate ${names} restart identity cascade`);
}
