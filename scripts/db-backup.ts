/** `npm run db:backup [-- <file>]`: backs up the configured database (DATABASE_URL, else the embedded one). */
import { backupPglite, backupPostgres, defaultBackupPath } from "./lib/backup";

const url = process.env.DATABASE_URL || "";
const engine = url ? "postgres" : "pglite";
const file = process.argv[2] || defaultBackupPath(engine);
const started = Date.now();
if (url) await backupPostgres(url, file);
else await backupPglite(process.env.PGLITE_DIR || "./.data/pglite", file);
console.log(`[db:backup] ${engine} → ${file} in ${Date.now() - started} ms`);
