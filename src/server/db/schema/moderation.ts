import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { currencyEnum, priceSourceEnum } from "./enums";
import { products, stores } from "./catalog";
import { users } from "./users";

/**
 * A shopper's report that a shown price is wrong (decision 046). It names the current
 * price it was made on (price_id, with a copy of what the shopper saw), so a newer observation is a
 * different price and is not under review. Reports are never deleted; an administrator resolves them
 * with an outcome, and who and when are kept.
 */
export const priceReports = pgTable(
  "price_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    productId: uuid("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    /** prices.id of the current price reported (prices is partitioned: no foreign key). */
    priceId: bigint("price_id", { mode: "number" }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: currencyEnum("currency").notNull(),
    source: priceSourceEnum("source").notNull(),
    observedAt: timestamp("observed_at", { withTimezone: true }).notNull(),
    reporterId: uuid("reporter_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** wrong_price · out_of_stock · wrong_product · promotion_ended · store_closed · duplicate · other */
    reason: varchar("reason", { length: 20 }).notNull(),
    note: varchar("note", { length: 500 }),
    /** The reporter contributed this price themselves (their own receipt): a correction. */
    isCorrection: boolean("is_correction").notNull().default(false),
    /** open · resolved */
    status: varchar("status", { length: 10 }).notNull().default("open"),
    /** price_corrected · price_withdrawn · report_rejected, once resolved. */
    outcome: varchar("outcome", { length: 20 }),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open report per shopper per price: reporting twice never counts twice.
    uniqueIndex("price_reports_open_per_reporter_uq").on(t.priceId, t.reporterId).where(sql`${t.status} = 'open'`),
    index("price_reports_status_created_idx").on(t.status, t.createdAt),
    index("price_reports_store_product_idx").on(t.storeId, t.productId),
    check("price_reports_reason", sql`${t.reason} in ('wrong_price', 'out_of_stock', 'wrong_product', 'promotion_ended', 'store_closed', 'duplicate', 'other')`),
    check("price_reports_other_has_note", sql`${t.reason} <> 'other' or char_length(coalesce(${t.note}, '')) > 0`),
    check("price_reports_status", sql`${t.status} in ('open', 'resolved')`),
    check(
      "price_reports_outcome",
      sql`(${t.status} = 'open' and ${t.outcome} is null) or (${t.status} = 'resolved' and ${t.outcome} in ('price_corrected', 'price_withdrawn', 'report_rejected'))`,
    ),
  ],
);

/**
 * Current prices under review: reported by two different shoppers (or corrected by their own
 * contributor) and not yet resolved. Keyed by store and product like current_prices; the row holds
 * the price id it is about, so it stops applying as soon as a newer observation becomes current.
 */
export const pricesUnderReview = pgTable(
  "prices_under_review",
  {
    storeId: uuid("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    productId: uuid("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    priceId: bigint("price_id", { mode: "number" }).notNull(),
    since: timestamp("since", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.productId] })],
);
