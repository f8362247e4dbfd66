import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, check, index, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { currencyEnum } from "./enums";
import { users } from "./users";
import { products } from "./catalog";
import { shoppingListItems, shoppingLists } from "./lists";

/**
 * A shopper watching one product for price drops, from an item of one of their lists. Watching a
 * whole list writes one row per item whose product is known (locked, matched or remembered).
 */
export const priceWatches = pgTable(
  "price_watches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    listId: uuid("list_id").notNull().references(() => shoppingLists.id, { onDelete: "cascade" }),
    listItemId: uuid("list_item_id").notNull().references(() => shoppingListItems.id, { onDelete: "cascade" }),
    productId: uuid("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("price_watches_item_uq").on(t.listItemId),
    // Generation joins current prices by product, then watchers by product.
    index("price_watches_product_user_idx").on(t.productId, t.userId, t.createdAt),
    index("price_watches_user_idx").on(t.userId),
  ],
);

/**
 * What the header's bell shows. Price drops carry the price row they dropped from: the unique index
 * makes a drop notify once, however many times generation runs over the same prices.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 20 }).notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    body: varchar("body", { length: 400 }).notNull(),
    href: varchar("href", { length: 300 }),
    /**
     * The store, product and coupon a note is about. No foreign keys: a note stays readable when
     * they go (its text carries the names), and generation inserts tens of thousands of notes in
     * one statement, where a key check per row per reference cost ~40% of the insert (measured).
     */
    storeId: uuid("store_id"),
    productId: uuid("product_id"),
    couponId: uuid("coupon_id"),
    fromPriceId: bigint("from_price_id", { mode: "number" }),
    priceId: bigint("price_id", { mode: "number" }),
    oldCents: integer("old_cents"),
    newCents: integer("new_cents"),
    currency: currencyEnum("currency"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    // A price change (drop or rise) notifies once per shopper, store, product and the price it changed from.
    uniqueIndex("notifications_price_change_uq").on(t.userId, t.storeId, t.productId, t.fromPriceId).where(sql`${t.kind} in ('price_drop', 'price_rise')`),
    uniqueIndex("notifications_coupon_uq").on(t.userId, t.couponId).where(sql`${t.kind} = 'coupon'`),
    check("notifications_kind", sql`${t.kind} in ('price_drop', 'price_rise', 'coupon', 'scrape_alert')`),
  ],
);

/**
 * How a shopper's price watches fire (decision 054): on a change of at least `threshold_pct` percent
 * of the old price, drops only or rises too. No row: every drop, however small (the original rule).
 */
export const priceAlertSettings = pgTable(
  "price_alert_settings",
  {
    userId: uuid("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
    thresholdPct: integer("threshold_pct").notNull().default(5),
    includeRises: boolean("include_rises").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("price_alert_settings_threshold", sql`${t.thresholdPct} between 1 and 90`)],
);
