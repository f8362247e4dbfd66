import "server-only";
import type { Db as PgBossDb } from "pg-boss";

/** Minimal view of an embedded PGlite client: `exec` runs multi-statement text (pg-boss's migrations), `query` one parameterised statement. */
export interface PgliteLike {
  exec(text: string): Promise<{ rows: unknown[] }[]>;
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** pg-boss's custom `db` option over embedded PGlite, so both engines run the same queue code. */
export function pgliteExecutor(lite: PgliteLike): PgBossDb {
  return {
    executeSql: async (text: string, values: unknown[] = []) => {
      if (!values || values.length === 0) {
        // Every statement's rows, in order: what pg-boss reads from node-postgres's multi-statement
        // answer too (pg-boss 12 checks the advisory-lock row that precedes a claim's COMMIT).
        const results = await lite.exec(text);
        return { rows: results.flatMap((r) => r.rows) };
      }
      return { rows: (await lite.query(text, values)).rows };
    },
  };
}
