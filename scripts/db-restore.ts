/** `npm run db:restore -- <file>`: restores a backup into the configured database (stop the app first on the embedded one). */
import { restorePglite, restorePostgres } from "./lib/backup";

const file = process.argv[2];
if (!file) {
  console.error("usage: npm run db:restore -- <backup file>");
  process.exit(2);
}
const url = process.env.DATABASE_URL || "";
const started = Date.now();
if (url) await restorePostgres(url, file);
else await restorePglite(process.env.PGLITE_DIR || "./.data/pglite", file);
console.log(`[db:restore] ${url ? "postgres" : "pglite"} ← ${file} in ${Date.now() - started} ms`);
