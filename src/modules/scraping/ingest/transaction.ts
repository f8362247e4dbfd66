import "server-only";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import * as schema from "@/server/db/schema";
import type { Db } from "@/server/db";

/** Streams text-format rows into a table with COPY … FROM STDIN (PostgreSQL only). */
export type CopyIn = (statement: string, lines: Iterable<string>) => Promise<void>;
/** Raw parameterised SQL on the transaction's connection (for pg-boss's `db` option). */
export type RawExec = (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;

function poolOf(db: Db): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client as { connect?: unknown; totalCount?: unknown } | undefined;
  // node-postgres pools have connect() and totalCount; PGlite has neither.
  return client && typeof client.connect === "function" && typeof client.totalCount === "number" ? (client as unknown as pg.Pool) : null;
}

export function supportsCopy(db: Db): boolean {
  return poolOf(db) !== null;
}

/**
 * One transaction for one store run. On PostgreSQL it holds one pooled connection so COPY streams
 * into the same transaction as the set-based SQL; on PGlite (single connection, no COPY stream)
 * it is Drizzle's transaction and `copy` is null — callers then batch multi-row INSERTs.
 */
export async function withIngestTransaction<T>(db: Db, fn: (tx: Db, copy: CopyIn | null, exec: RawExec | null) => Promise<T>): Promise<T> {
  const pool = poolOf(db);
  if (!pool) return db.transaction((tx) => fn(tx, null, null));
  const client = await pool.connect();
  try {
    await client.query("begin");
    const tx: Db = drizzle(client, { schema });
    const copy: CopyIn = async (statement, lines) => {
      const stream = client.query(copyFrom(statement));
      await pipeline(Readable.from(lines, { objectMode: false }), stream);
    };
    const exec: RawExec = async (text, values) => ({ rows: (await client.query(text, values)).rows });
    const result = await fn(tx, copy, exec);
    await client.query("commit");
    return result;
  } catch (e) {
    await client.query("rollback").catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}
