import "server-only";
import type { Db as PgBossDb } from "pg-boss";

/** Minimal view of an embedded PGlite client: `exec` runs multi-statement text (pg-boss's migrations), `query` one parameterised statement. */
export interface PgliteLike {
  exec(text: string): Promise<{ rows: unknown[] }[]>;
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

let starting: Promise<unknown> = Promise.resolve();

/**
 * Runs pg-boss starts on embedded PGlite one after another. Several pg-boss instances share the one
 * connection, where the advisory lock that guards pg-boss's schema migration is held by the same
 * session for all of them, so two starting together would both install the schema and one fails.
 */
export function oneStartAtATime<T>(start: () => Promise<T>): Promise<T> {
  const run = starting.then(start, start);
  starting = run.catch(() => undefined);
  return run;
}

/** pg-boss's custom `db` option over embedded PGlite, so both engines run the same queue code. */
export function pgliteExecutor(lite: PgliteLike): PgBossDb {
  return {
    executeSql: async (text: string, values: unknown[] = []) => {
      if (!values || values.length === 0) {
        // Every statement's rows, in order: what pg-boss reads from node-postgres's multi-statement
        // answer too (pg-boss 12 checks the advisory-lock row that precedes a claim's COMMIT).
        try {
          const results = await lite.exec(text);
          return { rows: results.flatMap((r) => r.rows) };
        } catch (e) {
          // A failed statement inside BEGIN … COMMIT leaves the one connection in an aborted
          // transaction, and every later query of the app would fail (25P02): end it here.
          await lite.exec("ROLLBACK").catch(() => undefined);
          throw e;
        }
      }
      return { rows: (await lite.query(text, values)).rows };
    },
  };
}
