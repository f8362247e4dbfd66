import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, doublePrecision, index, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { products, stores } from "./catalog";
import { currencyEnum } from "./enums";
import { users } from "./users";

/**
 * A receipt a shopper saved as proof of the prices on it (decision 047): one store, one
 * date, one currency (the store's). The image never leaves the device; only the confirmed lines'
 * hash is kept, so the same receipt cannot be submitted twice (by anyone).
 */
export const receiptProofs = pgTable(
  "receipt_proofs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    storeId: uuid("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    /** The date printed on the receipt, in the store's time zone. */
    receiptDate: date("receipt_date").notNull(),
    currency: currencyEnum("currency").notNull(),
    /** sha256 of the store, date and normalised lines (hex). */
    linesHash: varchar("lines_hash", { length: 64 }).notNull(),
    /** The shopper agreed to share these prices; only shared proofs ever reach `prices`. */
    shared: boolean("shared").notNull(),
    /** The receipt's lines add up to its printed total (the parser's reconciliation); unreconciled receipts publish nothing. */
    reconciled: boolean("reconciled").notNull(),
    lineCount: integer("line_count").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("receipt_proofs_lines_hash_uq").on(t.linesHash), index("receipt_proofs_user_created_idx").on(t.userId, t.createdAt)],
);

/**
 * One confirmed line of a shared receipt, matched to a catalogue product: published (written to
 * `prices` with source "receipt"), held for moderation as an outlier (never in `prices` while
 * held), approved (published by an administrator) or rejected.
 */
export const priceObservations = pgTable(
  "price_observations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    proofId: uuid("proof_id").notNull().references(() => receiptProofs.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    storeId: uuid("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    productId: uuid("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    currency: currencyEnum("currency").notNull(),
    onSpecial: boolean("on_special").notNull().default(false),
    /** When the price was seen: noon of the receipt's day in the store's zone, or the time it was shared for a receipt of today. */
    observedAt: timestamp("observed_at", { withTimezone: true }).notNull(),
    /** The receipt's date: identical observations are the same store, product, day and amount. */
    observedOn: date("observed_on").notNull(),
    /** published · held · approved · rejected */
    status: varchar("status", { length: 12 }).notNull(),
    /** Why it was held, in words the shopper and the moderator read. */
    reason: varchar("reason", { length: 300 }),
    /** The outlier check's figures at the time of holding. */
    medianCents: doublePrecision("median_cents"),
    windowCount: integer("window_count"),
    /** The `prices` row (id; observed_at is observedAt) while published or approved. */
    priceId: bigint("price_id", { mode: "number" }),
    heldAt: timestamp("held_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    sourceText: varchar("source_text", { length: 300 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Identical observations (same store, product, day and amount) are refused.
    uniqueIndex("price_observations_identical_uq").on(t.storeId, t.productId, t.observedOn, t.amountCents),
    index("price_observations_status_idx").on(t.status, t.heldAt),
    index("price_observations_proof_idx").on(t.proofId),
    check("price_observations_status", sql`${t.status} in ('published', 'held', 'approved', 'rejected')`),
    check("price_observations_amount", sql`${t.amountCents} > 0 and ${t.amountCents} <= 10000000`),
  ],
);

/** The shopper's default for "Share these prices with other shoppers" (Profile); off until they turn it on. */
export const contributionSettings = pgTable("contribution_settings", {
  userId: uuid("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  shareReceiptPrices: boolean("share_receipt_prices").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type PriceObservationStatus = "published" | "held" | "approved" | "rejected";
