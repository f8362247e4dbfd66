import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { products, stores } from "./catalog";
import { currencyEnum } from "./enums";

export const scrapeLogs = pgTable(
  "scrape_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id").references(() => stores.id, { onDelete: "set null" }),
    scrapeType: varchar("scrape_type", { length: 30 }).notNull(),
    status: varchar("status", { length: 20 }).notNull(),
    productsFound: integer("products_found").notNull().default(0),
    productsUpdated: integer("products_updated").notNull().default(0),
    /** Live progress while status is "running" (written by the run every ~0.5 s), final count afterwards. */
    pagesFetched: integer("pages_fetched").notNull().default(0),
    scrapedAt: timestamp("scraped_at", { withTimezone: true }).notNull().defaultNow(),
    scrapeDurationMs: integer("scrape_duration_ms"),
    errorMessage: text("error_message"),
    /** What the run did (see scrape_run_changes for the items): new, changed, unavailable and failed products. */
    productsNew: integer("products_new").notNull().default(0),
    productsChanged: integer("products_changed").notNull().default(0),
    productsUnavailable: integer("products_unavailable").notNull().default(0),
    productsFailed: integer("products_failed").notNull().default(0),
  },
  (t) => [index("scrape_logs_time_idx").on(t.scrapedAt), index("scrape_logs_store_time_idx").on(t.storeId, t.scrapedAt)],
);

export const scrapeErrors = pgTable("scrape_errors", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  storeId: uuid("store_id").references(() => stores.id, { onDelete: "set null" }),
  scrapeLogId: uuid("scrape_log_id").references(() => scrapeLogs.id, { onDelete: "cascade" }),
  errorMessage: text("error_message").notNull(),
  /** The page or API request the error belongs to, when there is one. */
  url: text("url"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("scrape_errors_time_idx").on(t.createdAt)]);

export const scrapingSchedules = pgTable(
  "scraping_schedules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    cron: varchar("cron", { length: 100 }).notNull().default("0 3 * * *"),
    /** false = paused. */
    enabled: boolean("enabled").notNull().default(true),
    /** daily | weekly, at run_at (HH:MM) in the store's time zone; weekly on weekday (0 = Sunday). */
    frequency: varchar("frequency", { length: 10 }).notNull().default("daily"),
    runAt: varchar("run_at", { length: 5 }).notNull().default("03:00"),
    weekday: smallint("weekday"),
    nextRunAt: timestamp("next_run_at", { withTimezone: true }),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("scraping_schedules_store_uq").on(t.storeId)],
);

/** One line of what a run did: a product new to the store, a changed price, one gone unavailable, or an item that failed. */
export const scrapeRunChanges = pgTable(
  "scrape_run_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    scrapeLogId: uuid("scrape_log_id").notNull().references(() => scrapeLogs.id, { onDelete: "cascade" }),
    storeId: uuid("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    kind: varchar("kind", { length: 12 }).notNull(),
    productName: varchar("product_name", { length: 200 }).notNull(),
    oldAmountCents: integer("old_amount_cents"),
    newAmountCents: integer("new_amount_cents"),
    currency: currencyEnum("currency"),
    message: varchar("message", { length: 300 }),
  },
  (t) => [index("scrape_run_changes_log_idx").on(t.scrapeLogId, t.kind), check("scrape_run_changes_kind", sql`${t.kind} in ('new', 'changed', 'unavailable', 'failed')`)],
);
