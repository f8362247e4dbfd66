/**
 * The daily price-alert job (also run at the end of every scrape that changed prices):
 * price-drop and coupon notifications, then the e-mail digest.
 *   npm run alerts        (DATABASE_URL, else the embedded database in PGLITE_DIR / ./.data/pglite)
 * Schedule it once a day after the demo's daily drift / retailer feeds, e.g. cron "15 6 * * *".
 * The digest's unsubscribe links are signed with the app's AUTH_SECRET (the environment's, else
 * the one `npm start` keeps in .data/auth-secret), so they work on the running server.
 */
import { ensureAuthSecret } from "./lib/runtime-env";

ensureAuthSecret();
// After the secret is in place: the server's env module reads it when first imported.
const { openDatabase, runMigrations } = await import("@/server/db/client");
const { runPriceAlerts } = await import("@/modules/alerts/after-prices");

const url = process.env.DATABASE_URL;
const handle = await openDatabase(url ? { url } : { pgliteDir: process.env.PGLITE_DIR ?? "./.data/pglite" });
await runMigrations(handle);
const result = await runPriceAlerts(handle.db);
console.log("[alerts]", result ?? "failed (see the log above)");
await handle.close();
if (!result) process.exitCode = 1;
