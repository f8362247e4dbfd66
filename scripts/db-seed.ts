import { sql } from "drizzle-orm";
import { openDatabase, runMigrations } from "@/server/db/client";
import { seedDemoData } from "@/server/seed/seed";

// Reseeds on demand: wipes application tables, then writes the demo data again.
// With the embedded database, stop the app first (PGlite allows one process per data directory).
const url = process.env.DATABASE_URL;
const handle = await openDatabase(url ? { url } : { pgliteDir: process.env.PGLITE_DIR ?? "./.data/pglite" });
await runMigrations(handle);
const res = await handle.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
for (const { tablename } of res.rows) await handle.db.execute(sql`truncate ${sql.identifier(tablename)} restart identity cascade`);
const summary = await seedDemoData(handle.db, { log: (line) => console.log(line) });
console.log("[db:seed] done", summary);
await handle.close();
