import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { products } from "./catalog";
import { retailers } from "./retail";
import { users } from "./users";

/**
 * One retailer price feed as uploaded or fetched (decision 034): its stored dry-run report, and
 * whether it was published. draft → published | discarded; failed when the file could not be read.
 */
export const feedRuns = pgTable(
  "feed_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    retailerId: uuid("retailer_id").notNull().references(() => retailers.id, { onDelete: "cascade" }),
    /** upload | url */
    origin: varchar("origin", { length: 8 }).notNull(),
    fileName: varchar("file_name", { length: 200 }),
    sourceUrl: text("source_url"),
    byteSize: integer("byte_size").notNull().default(0),
    /** tsv | csv | xml | json (from the content); null when unreadable. */
    format: varchar("format", { length: 4 }),
    /** product | local_inventory */
    kind: varchar("kind", { length: 16 }),
    status: varchar("status", { length: 12 }).notNull().default("draft"),
    errorMessage: text("error_message"),
    /** The engine's summary: { rows, ok, info, warnings, errors }. */
    summary: jsonb("summary").$type<{ rows: number; ok: number; info: number; warnings: number; errors: number }>(),
    /** Rows without errors: the 80 % floor of the next feed of the same kind is measured against it. */
    validRows: integer("valid_rows").notNull().default(0),
    /** valid_rows of the last published feed of this kind when the report was made (null: none). */
    previousValidRows: integer("previous_valid_rows"),
    /** Below 80 % of the last published feed: publishing needs the retailer's confirmation. */
    belowFloor: boolean("below_floor").notNull().default(false),
    /** What publishing would do (dry run) or did: { new, changed, unchanged, held, withdrawn, skipped }. */
    impact: jsonb("impact").$type<Record<string, number>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    publishedBy: uuid("published_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("feed_runs_retailer_time_idx").on(t.retailerId, t.createdAt),
    check("feed_runs_status", sql`${t.status} in ('draft', 'published', 'discarded', 'failed')`),
    check("feed_runs_origin", sql`${t.origin} in ('upload', 'url')`),
  ],
);

/** One row of a feed run's report: the engine's row, how it matched, and what publishing does with it. */
export const feedRunRows = pgTable(
  "feed_run_rows",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    feedRunId: uuid("feed_run_id").notNull().references(() => feedRuns.id, { onDelete: "cascade" }),
    line: integer("line").notNull(),
    itemId: varchar("item_id", { length: 200 }),
    title: varchar("title", { length: 300 }),
    storeCode: varchar("store_code", { length: 64 }),
    /** ok | info | warning | error (the engine's, raised to error by store checks). */
    severity: varchar("severity", { length: 8 }).notNull(),
    messages: text("messages").array().notNull().default(sql`'{}'::text[]`),
    /** The engine's FeedRow, as validated (amounts in currency units). */
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    /** gtin | item | name | new | none — how the row found its product at the dry run. */
    matchedBy: varchar("matched_by", { length: 8 }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    /** new | changed | unchanged | held | withdrawn | skipped | error */
    outcome: varchar("outcome", { length: 10 }).notNull(),
    oldAmountCents: integer("old_amount_cents"),
    newAmountCents: integer("new_amount_cents"),
    /** A price change over 50 % that the retailer confirmed: published with the rest. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [index("feed_run_rows_run_idx").on(t.feedRunId, t.line)],
);

/** A retailer's feed item id → the catalogue product it was published as: the next feed (and local inventory rows) find it again. */
export const feedItemProducts = pgTable(
  "feed_item_products",
  {
    retailerId: uuid("retailer_id").notNull().references(() => retailers.id, { onDelete: "cascade" }),
    itemId: varchar("item_id", { length: 200 }).notNull(),
    productId: uuid("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.retailerId, t.itemId] })],
);

/** Products a feed created because nothing in the catalogue matched safely: administrators review them. */
export const feedProductReviews = pgTable(
  "feed_product_reviews",
  {
    productId: uuid("product_id").primaryKey().references(() => products.id, { onDelete: "cascade" }),
    retailerId: uuid("retailer_id").references(() => retailers.id, { onDelete: "set null" }),
    feedRunId: uuid("feed_run_id").references(() => feedRuns.id, { onDelete: "set null" }),
    /** Why the row was not merged into an existing product (e.g. "size unknown"). */
    reason: varchar("reason", { length: 300 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("feed_product_reviews_open_idx").on(t.createdAt).where(sql`${t.reviewedAt} is null`)],
);

/**
 * A retailer's feed URL, fetched on its schedule (daily at `fetch_hour` in the retailer's time zone)
 * through the guarded fetcher: each fetch is a feed run with its dry-run report, published at once
 * unless the 80 % floor holds it (then the retailer confirms, as for an upload).
 */
export const feedSources = pgTable(
  "feed_sources",
  {
    retailerId: uuid("retailer_id").primaryKey().references(() => retailers.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    fetchHour: smallint("fetch_hour").notNull(),
    paused: boolean("paused").notNull().default(false),
    nextFetchAt: timestamp("next_fetch_at", { withTimezone: true }),
    lastFetchedAt: timestamp("last_fetched_at", { withTimezone: true }),
    /** published · held · failed · draft (what the last fetch became) */
    lastStatus: varchar("last_status", { length: 12 }),
    lastError: text("last_error"),
    lastRunId: uuid("last_run_id").references(() => feedRuns.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("feed_sources_due_idx").on(t.nextFetchAt).where(sql`not ${t.paused}`),
    check("feed_sources_hour", sql`${t.fetchHour} between 0 and 23`),
  ],
);
