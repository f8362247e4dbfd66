import pg from "pg";
import { openDatabase, runMigrations } from "../../src/server/db/client";

const DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/cartwise_test";

/** Makes sure the test database exists and is migrated once per run. */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || DEFAULT_URL;
  if (url === DEFAULT_URL) {
    const admin = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/postgres" });
    try {
      await admin.connect();
    } catch (e) {
      throw new Error(`Integration tests need PostgreSQL: set TEST_DATABASE_URL or start the local server (${(e as Error).message})`);
    }
    const exists = await admin.query("select 1 from pg_database where datname = 'cartwise_test'");
    if (!exists.rowCount) await admin.query("create database cartwise_test");
    await admin.end();
  }
  const handle = await openDatabase({ url, poolSize: 2 });
  await runMigrations(handle);
  await handle.close();
  console.log(`[integration] PostgreSQL at ${url.replace(/\/\/[^@]*@/, "//")}`);
}
