import path from "node:path";
import fs from "node:fs";
import { drizzle as drizzlePg, type NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type { PgDatabase } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as schema from "./schema";

/**
 * Both engines expose the same Drizzle query API; we type them as the node-postgres flavour
 * so callers are written once. Engine-specific code stays in this file.
 */
/**
 * The database as every module sees it: the query builder over our schema. A transaction is one
 * too (drizzle's PgTransaction extends PgDatabase), so data functions take `db: Db` and callers pass
 * either; `DbTx` names a transaction where a function must only run inside one.
 */
export type Db = PgDatabase<NodePgQueryResultHKT, typeof schema>;
export type DbTx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export interface DbHandle {
  db: Db;
  engine: "postgres" | "pglite";
  close(): Promise<void>;
}

/**
 * Where the pool reports: the app passes the server logger (src/server/db.ts). This file is shared
 * with scripts, which pass nothing: an idle client's error then surfaces on their next query.
 */
export interface DbLog {
  error(fields: object, msg: string): void;
  debug(fields: object, msg: string): void;
}

export type DbConfig = { url: string; poolSize?: number; debug?: boolean; log?: DbLog } | { pgliteDir: string | null };

const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");
const MIGRATION_LOCK_KEY = 727_001; // arbitrary constant: serialises concurrent start-ups on one server

export async function openDatabase(config: DbConfig): Promise<DbHandle> {
  if ("url" in config) {
    // Bounded waits (RELIABILITY R-49): a database that is down or a pool that is exhausted fails
    // within 5 s (answered 503 by the wrappers) instead of piling requests up; a statement can't hang.
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      statement_timeout: 30_000,
      idle_in_transaction_session_timeout: 60_000,
    });
    const log = config.log;
    pool.on("error", (err) => log?.error({ err }, "db: idle client error"));
    if (config.debug && log) {
      // LOG_LEVEL=debug: the pool's life, for diagnosing outages (counts after each event).
      const counts = () => `total ${pool.totalCount} idle ${pool.idleCount} waiting ${pool.waitingCount}`;
      const pid = (c: unknown) => (c as { processID?: number }).processID ?? "?";
      pool.on("connect", (c) => log.debug({ pid: pid(c) }, `db: connect: ${counts()}`));
      pool.on("acquire", (c) => log.debug({ pid: pid(c) }, `db: acquire: ${counts()}`));
      pool.on("release", (err, c) => log.debug({ pid: pid(c), ...(err ? { err } : {}) }, `db: release: ${counts()}`));
      pool.on("remove", (c) => log.debug({ pid: pid(c) }, `db: remove: ${counts()}`));
    }
    const db = drizzlePg(pool, { schema });
    return { db, engine: "postgres", close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const inMemory = !config.pgliteDir || config.pgliteDir.startsWith("memory://");
  if (!inMemory && config.pgliteDir) fs.mkdirSync(config.pgliteDir, { recursive: true });
  // Options must be the single argument: `new PGlite(undefined, opts)` silently drops the extensions.
  const client = new PGlite({ dataDir: inMemory ? undefined : (config.pgliteDir ?? undefined), extensions: { pg_trgm } });
  await client.waitReady;
  // The engine adapter: PGlite's query builder has the same API over a result type of its own.
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, engine: "pglite", close: () => client.close() };
}

/** Applies the SQL migrations in ./drizzle; idempotent, safe to call at every start. */
export async function runMigrations(handle: DbHandle): Promise<void> {
  if (handle.engine === "pglite") {
    await migratePglite(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  // Hold a session-level advisory lock on one connection so parallel instances migrate once.
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const conn = await pool.connect();
  try {
    await conn.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    // A migration may rewrite a large table (0016 moves the price history into monthly
    // partitions): no per-statement limit on this connection while it migrates.
    await conn.query("set statement_timeout = 0");
    await migratePg(drizzlePg(conn, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await conn.query("reset statement_timeout").catch(() => undefined);
    await conn.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    conn.release();
  }
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const res = await db.execute<{ n: number }>(sql`select count(*)::int as n from stores`);
  return Number(res.rows[0]?.n ?? 0) === 0;
}
