import "server-only";
import { env } from "./env";
import { logger } from "./logger";
import { openDatabase, runMigrations, type Db, type DbHandle } from "./db/client";

export type { Db, DbTx } from "./db/client";
export * as tables from "./db/schema";

// One handle per process, kept on globalThis so dev reloads and multiple module copies share it
// (PGlite allows a single connection per data directory).
const globalForDb = globalThis as unknown as { cartwiseDb?: Promise<DbHandle> };

async function connect(): Promise<DbHandle> {
  const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL, poolSize: env.DB_POOL_SIZE, debug: env.LOG_LEVEL === "debug", log: logger } : { pgliteDir: env.PGLITE_DIR });
  await runMigrations(handle);
  return handle;
}

export function getDbHandle(): Promise<DbHandle> {
  globalForDb.cartwiseDb ??= connect().catch((err) => {
    globalForDb.cartwiseDb = undefined;
    throw err;
  });
  return globalForDb.cartwiseDb;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Closes the process's database handle (graceful shutdown); a later getDb() opens a new one. */
export async function closeDb(): Promise<void> {
  const pending = globalForDb.cartwiseDb;
  globalForDb.cartwiseDb = undefined;
  if (pending) await (await pending).close();
}
