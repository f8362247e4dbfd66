import { bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { stores } from "./catalog";

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
    enabled: boolean("enabled").notNull().default(true),
    nextRunAt: timestamp("next_run_at", { withTimezone: true }),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("scraping_schedules_store_uq").on(t.storeId)],
);
