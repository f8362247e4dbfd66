import { sql } from "drizzle-orm";
import {
  bigint, bigserial, boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, unique, uniqueIndex, uuid, varchar,
} from "drizzle-orm/pg-core";
import { currencyEnum, priceSourceEnum, storeTypeEnum, unitEnum } from "./enums";
import { retailers } from "./retail";
import { users } from "./users";

export const stores = pgTable(
  "stores",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: varchar("name", { length: 120 }).notNull(),
    storeType: storeTypeEnum("store_type").notNull(),
    chain: varchar("chain", { length: 80 }),
    address: varchar("address", { length: 300 }).notNull().default("To be updated"),
    suburb: varchar("suburb", { length: 100 }),
    city: varchar("city", { length: 100 }),
    countryCode: varchar("country_code", { length: 2 }).notNull().default("US"),
    currency: currencyEnum("currency").notNull().default("USD"),
    latitude: doublePrecision("latitude").notNull().default(0),
    longitude: doublePrecision("longitude").notNull().default(0),
    rating: real("rating"),
    retailerId: uuid("retailer_id").references(() => retailers.id, { onDelete: "set null" }),
    scrapingEnabled: boolean("scraping_enabled").notNull().default(false),
    scraperConfig: jsonb("scraper_config").$type<Record<string, unknown>>(),
    scrapeStatus: varchar("scrape_status", { length: 20 }).notNull().default("pending"),
    lastScrapedAt: timestamp("last_scraped_at", { withTimezone: true }),
    /** IANA zone (validated with Intl): schedules, opening hours and feed dates are read in it. */
    timeZone: varchar("time_zone", { length: 64 }).notNull().default("UTC"),
    /** Per weekday ("mon" … "sun"): { open: "HH:MM", close: "HH:MM" } or null when closed that day. */
    openingHours: jsonb("opening_hours").$type<Record<string, { open: string; close: string } | null>>(),
    /** Made by Add Sample Stores (or the seed): shown to administrators as demo data. */
    isDemo: boolean("is_demo").notNull().default(false),
    /** Closed stores stay for their history but leave every shopper view. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** A retailer's new location waits for an administrator: pending → approved | rejected. */
    listingStatus: varchar("listing_status", { length: 12 }).notNull().default("approved"),
    listingNote: varchar("listing_note", { length: 300 }),
    /** First failed run of the current streak (null after a good run) and the streak's length. */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    /** Products priced by the last good run: the 80% floor of the next run is measured against it. */
    lastGoodCount: integer("last_good_count"),
    /** The retailer's own code for this store: local inventory feed rows name it in `store_code`. */
    storeCode: varchar("store_code", { length: 64 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Radius search prefilters on a latitude range, then computes exact distance.
    index("stores_lat_lng_idx").on(t.latitude, t.longitude),
    index("stores_retailer_idx").on(t.retailerId),
    uniqueIndex("stores_retailer_code_uq").on(t.retailerId, t.storeCode),
    check("stores_rating_range", sql`${t.rating} is null or (${t.rating} >= 0 and ${t.rating} <= 5)`),
    check("stores_listing_status", sql`${t.listingStatus} in ('pending', 'approved', 'rejected')`),
    check("stores_lat_range", sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`),
  ],
);

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: varchar("name", { length: 200 }).notNull(),
    brand: varchar("brand", { length: 100 }),
    size: varchar("size", { length: 40 }),
    unitQuantity: doublePrecision("unit_quantity").notNull().default(1),
    unit: unitEnum("unit").notNull().default("each"),
    barcode: varchar("barcode", { length: 32 }),
    category: varchar("category", { length: 60 }).notNull(),
    genericName: varchar("generic_name", { length: 100 }),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    countries: text("countries").array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set by a trigger on every insert and update (clock time of the write): lets the comparison's match memo catch up incrementally. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("products_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    index("products_updated_idx").on(t.updatedAt),
    index("products_generic_idx").on(t.genericName),
    uniqueIndex("products_barcode_uq").on(t.barcode),
    check("products_unit_quantity_pos", sql`${t.unitQuantity} > 0`),
  ],
);

/**
 * Append-only price history. Never updated; the newest observation per (store, product) is current.
 * Partitioned by month of observed_at (PARTITION BY RANGE, hand-written in migration 0016, which
 * drizzle-kit does not model): hence the key (id, observed_at). Months are created ahead by the
 * price-history maintenance job; old months keep weekly closes and lows only (decision 038).
 */
export const prices = pgTable(
  "prices",
  {
    id: bigserial("id", { mode: "number" }).notNull(),
    productId: uuid("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    storeId: uuid("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    currency: currencyEnum("currency").notNull(),
    // Cents per kg, per L or per item, derived from the product's normalised quantity.
    unitPriceCents: doublePrecision("unit_price_cents"),
    onSpecial: boolean("on_special").notNull().default(false),
    observedAt: timestamp("observed_at", { withTimezone: true }).notNull().defaultNow(),
    source: priceSourceEnum("source").notNull(),
    /** A retailer feed's sale end: past it the price is stale (decision 046); null = the source's own limit. */
    validUntil: timestamp("valid_until", { withTimezone: true }),
    /** The retailer feed run that published this price (source "retailer"); a value, not a foreign key (decision 045). */
    feedRunId: uuid("feed_run_id"),
    /** Cartwise feed extensions, as the feed engine reports them: the club price and a multibuy (quantity for a group price). */
    memberPriceCents: integer("member_price_cents"),
    multibuyQuantity: integer("multibuy_quantity"),
    multibuyPriceCents: integer("multibuy_price_cents"),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.observedAt] }),
    index("prices_store_product_time_idx").on(t.storeId, t.productId, t.observedAt),
    index("prices_product_time_idx").on(t.productId, t.observedAt),
    // The open read API and its export page the publishable sources newest first (decision 044).
    index("prices_open_time_idx").on(t.observedAt, t.id).where(sql`${t.source} in ('receipt', 'retailer')`),
    check("prices_amount_nonneg", sql`${t.amountCents} >= 0 and ${t.amountCents} <= 10000000`),
  ],
);

/**
 * The cheap read of "current price": kept in step with `prices` by a statement-level trigger
 * (see the custom migration), so readers never scan history.
 */
export const currentPrices = pgTable(
  "current_prices",
  {
    storeId: uuid("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    productId: uuid("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    priceId: bigint("price_id", { mode: "number" }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: currencyEnum("currency").notNull(),
    unitPriceCents: doublePrecision("unit_price_cents"),
    onSpecial: boolean("on_special").notNull().default(false),
    observedAt: timestamp("observed_at", { withTimezone: true }).notNull(),
    source: priceSourceEnum("source").notNull(),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    /**
     * The price before the last change at this store (kept while the same price is re-observed),
     * set by the trigger: a drop is `prev_amount_cents > amount_cents`, found without reading history.
     */
    prevPriceId: bigint("prev_price_id", { mode: "number" }),
    prevAmountCents: integer("prev_amount_cents"),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.productId] }),
    // Price-drop alerts read only the (few) current prices that are drops.
    index("current_prices_dropped_idx").on(t.observedAt).where(sql`${t.prevAmountCents} > ${t.amountCents}`),
    // …and, for shoppers who asked for rises too (decision 054), the (few) that rose.
    index("current_prices_risen_idx").on(t.observedAt).where(sql`${t.prevAmountCents} < ${t.amountCents}`),
    // Covers the comparison's offer query (product → its prices at the stores in reach) so it is
    // answered from the index alone: measured 75 → 50 ms for 1,920 products × 40 stores.
    // valid_until too (decision 046): the freshness rule reads it, and the scan stays index-only.
    index("current_prices_product_cover_idx").on(t.productId, t.storeId, t.amountCents, t.currency, t.onSpecial, t.observedAt, t.source, t.validUntil),
  ],
);

/**
 * Per store, a stamp that moves whenever a price is written there (the newest prices.id, set by the
 * current-prices trigger): the comparison's offer memo is kept per store, so a store run in another
 * town no longer empties it (decision 039).
 */
export const storePriceVersions = pgTable("store_price_versions", {
  storeId: uuid("store_id").primaryKey().references(() => stores.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull(),
});

/**
 * Per store, when its last complete scrape run ended (its `observedAt`, never moved back): every
 * current price with source "scrape" at that store was seen by that run — a run withdraws what it
 * did not see — so a scrape price counts as seen at greatest(its own observed_at, confirmed_at).
 * A run then writes only the prices that changed, not the ~90 % it re-confirms (decision 057).
 */
export const storeScrapeConfirmations = pgTable("store_scrape_confirmations", {
  storeId: uuid("store_id").primaryKey().references(() => stores.id, { onDelete: "cascade" }),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull(),
});

/** Generic name → chosen product; user_id null is the catalogue-wide memory. */
export const productNameMemory = pgTable(
  "product_name_memory",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    genericName: varchar("generic_name", { length: 100 }).notNull(),
    productId: uuid("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    fullProductName: varchar("full_product_name", { length: 200 }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("product_name_memory_uq").on(t.userId, t.genericName).nullsNotDistinct()],
);
