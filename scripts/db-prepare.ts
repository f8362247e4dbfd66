import { sql } from "drizzle-orm";
import { openDatabase, runMigrations, isDatabaseEmpty } from "@/server/db/client";
import { seedDemoData } from "@/server/seed/seed";

const t0 = Date.now();
const url = process.env.DATABASE_URL;
const handle = await openDatabase(url ? { url } : { pgliteDir: process.env.PGLITE_DIR ?? "./.data/pglite" });
if (url && process.env.CARTWISE_RESET_DB === "true") {
  await handle.db.execute(sql`drop schema if exists public cascade`);
  await handle.db.execute(sql`drop schema if exists drizzle cascade`);
  await handle.db.execute(sql`create schema public`);
}
await runMigrations(handle);
console.log(`[db] migrated (${handle.engine}) in ${Date.now() - t0} ms`);
if (process.env.SEED_ON_START !== "false" && (await isDatabaseEmpty(handle.db))) {
  const summary = await seedDemoData(handle.db, { log: (line) => console.log(line) });
  console.log(`[db] seeded demo data in ${Date.now() - t0} ms`, summary);
}
await handle.close();
