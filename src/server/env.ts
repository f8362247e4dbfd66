import "server-only";
import { z } from "zod";

/**
 * The one reader of process.env. Everything optional has a working offline default:
 * no DATABASE_URL → embedded PGlite; no Google key → built-in map and gazetteer;
 * no Stripe key → a local Stripe-compatible fake ("Test payment — no money moves"); no SMTP → local outbox.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().default("./.data/pglite"),
  /** Connections per app process to PostgreSQL; a request that waits 5 s for one gets a 503. */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  AUTH_SECRET: z.string().min(32).optional(),
  AUTH_URL: z.string().url().optional(),
  APP_URL: z.string().url().default("http://127.0.0.1:3000"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Cartwise <no-reply@cartwise.local>"),
  MAIL_OUTBOX_DIR: z.string().default("./.data/outbox"),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  EXCHANGE_RATES_URL: z.string().url().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** host:port of a Stripe-compatible API (the local fake); unset with a key → api.stripe.com. */
  STRIPE_API_HOST: z.string().optional(),
  /** Price id of the retailer premium plan (49.99 USD/month); unset → the same amount as inline price data. */
  STRIPE_PRICE_RETAILER_PREMIUM: z.string().optional(),
  /** Price id of shopper premium; unset → shopper premium is "coming later". */
  STRIPE_PRICE_SHOPPER_PREMIUM: z.string().optional(),
  /** Port of the local Stripe fake started when no STRIPE_SECRET_KEY is set. */
  /** The issuer printed on retailers' tax invoices (decision 052): legal name, address, tax number. */
  INVOICE_ISSUER_NAME: z.string().max(100).default("Cartwise"),
  INVOICE_ISSUER_ADDRESS: z.string().max(200).optional(),
  INVOICE_ISSUER_TAX_ID: z.string().max(40).optional(),
  STRIPE_FAKE_PORT: z.coerce.number().int().min(1).max(65535).default(12111),
  SEED_ON_START: z.enum(["true", "false"]).default("true"),
  /** "off" skips the in-memory catalogue index built at server start (comparisons then search in SQL). */
  CATALOGUE_INDEX: z.enum(["on", "off"]).default("on"),
  /** "off" skips the in-memory price slices loaded at server start (comparisons then rank every store's offers in SQL). */
  PRICE_SLICES: z.enum(["on", "off"]).default("on"),
  /** Memory the price slices may take (MB); beyond it they are given up and comparisons rank in SQL. */
  PRICE_SLICES_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(1500),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /** Sign-ups per client address in 10 minutes (both doors together); five times this per day. */
  SIGNUP_LIMIT_PER_CLIENT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** "json": one JSON object per line (production default); "pretty": one readable line per entry (default elsewhere). */
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
  /** Bearer secret for POST /api/cron/scraping (an external cron); unset: that route refuses every call. */
  CRON_SECRET: z.string().min(16, "CRON_SECRET must be at least 16 characters").optional(),
  /** "off": this instance neither ticks the scraping schedules nor works scrape jobs (e.g. a web-only replica). */
  SCRAPING_WORKER: z.enum(["on", "off"]).default("on"),
  /** How often this instance checks for due schedules (node-cron, 5 or 6 fields); every minute by default. */
  SCRAPING_TICK_CRON: z.string().min(9).max(60).default("* * * * *"),
  /** Months of raw price history kept; older months keep each week's closing and lowest price only (decision 038). */
  PRICE_HISTORY_RAW_MONTHS: z.coerce.number().int().min(1).max(120).default(6),
  /** When the price-history maintenance job runs (pg-boss cron, UTC): next months' partitions, compaction. */
  PRICE_HISTORY_MAINTENANCE_CRON: z.string().min(9).max(60).default("17 3 * * *"),
  /** The scheduled e-mails (coupon and billing reminders, weekly reports): pg-boss cron, UTC. */
  MAIL_JOBS_CRON: z.string().min(9).max(60).default("*/15 * * * *"),
  /**
   * host:port pairs the scraper may reach although they are loopback/private (comma separated).
   * Unset → only the demo store sites (127.0.0.1:DEMO_SITES_PORT); "none" → no exceptions (production).
   */
  SCRAPER_ALLOWED_HOSTS: z.string().max(2000).optional(),
  /** Port of the demo store sites served on 127.0.0.1 with the app; 0 = do not start them. */
  DEMO_SITES_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  /** Where uploaded files (retailer logos) are stored; served by /api/uploads/[file]. */
  UPLOADS_DIR: z.string().default("./.data/uploads"),
  /** Where the nightly open-data export (prices.jsonl.gz + its manifest) is written; served by /api/v1/exports. */
  OPEN_DATA_DIR: z.string().default("./.data/open-data"),
  /** When the open-data export job runs (pg-boss cron, UTC). */
  OPEN_DATA_EXPORT_CRON: z.string().min(9).max(60).default("41 2 * * *"),
});

export type Env = z.infer<typeof envSchema>;

function readEnv(): Env {
  const blankToUndefined = Object.fromEntries(
    Object.entries(process.env).map(([k, v]) => [k, v === "" ? undefined : v]),
  );
  const parsed = envSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

export const env: Env = readEnv();
export const isProduction = env.NODE_ENV === "production";
