/**
 * The daily price-alert job (also run at the end of every scrape that changed prices):
 * price-drop and coupon notifications, then the e-mail digest.
 *   npm run alerts        (DATABASE_URL, else the embedded database in PGLITE_DIR / ./.data/pglite)
 * Schedule it once a day after the demo's daily drift / retailer feeds, e.g. cron "15 6 * * *".
 */
import { openDatabase, runMigrations } from "@/server/db/client";
import { runPriceAlerts } from "@/modules/alerts/after-prices";

const url = process.env.DATABASE_URL;
const handle = await openDatabase(url ? { url } : { pgliteDir: process.env.PGLITE_DIR ?? "./.data/pglite" });
await runMigrations(handle);
const result = await runPriceAlerts(handle.db);
console.log("[alerts]", result ?? "failed (see the log above)");
await handle.close();
if (!result) process.exitCode = 1;
