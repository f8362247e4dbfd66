import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";
import { products, stores } from "./catalog";
import { currencyEnum } from "./enums";

export const shoppingLists = pgTable(
  "shopping_lists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 50 }).notNull(),
    // Idempotency key sent by the form: a double submit creates one list.
    clientRequestId: uuid("client_request_id"),
    /** Optional spending budget (issue 27): positive cents in `budgetCurrency`; both set or both null. */
    budgetCents: integer("budget_cents"),
    budgetCurrency: currencyEnum("budget_currency"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("shopping_lists_user_created_idx").on(t.userId, t.createdAt),
    check("shopping_lists_budget", sql`(${t.budgetCents} is null and ${t.budgetCurrency} is null) or (${t.budgetCents} between 1 and 100000000 and ${t.budgetCurrency} is not null)`),
    uniqueIndex("shopping_lists_request_uq").on(t.userId, t.clientRequestId),
    check("shopping_lists_name_len", sql`char_length(${t.name}) between 1 and 50`),
  ],
);

export const shoppingListItems = pgTable(
  "shopping_list_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listId: uuid("list_id").notNull().references(() => shoppingLists.id, { onDelete: "cascade" }),
    itemName: varchar("item_name", { length: 100 }).notNull(),
    quantity: integer("quantity").notNull().default(1),
    // Shopper locks for the optimiser: this product / this brand / this store.
    lockProductId: uuid("lock_product_id").references(() => products.id, { onDelete: "set null" }),
    lockBrand: varchar("lock_brand", { length: 100 }),
    lockStoreId: uuid("lock_store_id").references(() => stores.id, { onDelete: "set null" }),
    // Set when an item came from a receipt: the matched product and the receipt's own text.
    matchedProductId: uuid("matched_product_id").references(() => products.id, { onDelete: "set null" }),
    sourceText: text("source_text"),
    /** Ticked off (in the trolley) since; null while still to buy (issue 27). */
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    /**
     * A substitute the shopper picked when no store in range priced the line (decision 054): the
     * next comparison prices this product, in its own pack, instead of the line's words.
     */
    substituteProductId: uuid("substitute_product_id").references(() => products.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("shopping_list_items_list_created_idx").on(t.listId, t.createdAt),
    check("shopping_list_items_qty", sql`${t.quantity} between 1 and 999`),
    check("shopping_list_items_name_len", sql`char_length(${t.itemName}) between 1 and 100`),
  ],
);

/** One store of a recorded trip, as the plan had it when the shopper chose it. */
export interface ShoppingTripStore {
  id: string;
  name: string;
  itemCount: number;
  subtotalCents: number;
}

/**
 * A Best Savings plan the shopper chose to shop ("Shop this plan"): the server's own figures at that
 * moment, kept when the list is later deleted so the profile's savings history stays.
 */
export const shoppingTrips = pgTable(
  "shopping_trips",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    listId: uuid("list_id").references(() => shoppingLists.id, { onDelete: "set null" }),
    listName: varchar("list_name", { length: 50 }).notNull(),
    currency: currencyEnum("currency").notNull(),
    /** Items cost of the plan (what is paid at the tills; stop costs are a preference, not money). */
    planTotalCents: integer("plan_total_cents").notNull(),
    /** The cheapest single store covering the same items; null when no single store does. */
    baselineCents: integer("baseline_cents"),
    savedCents: integer("saved_cents").notNull(),
    storeCount: integer("store_count").notNull(),
    itemCount: integer("item_count").notNull(),
    stores: jsonb("stores").$type<ShoppingTripStore[]>().notNull(),
    // Idempotency key sent by the button: a double click or replay records one trip.
    clientRequestId: varchar("client_request_id", { length: 64 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("shopping_trips_user_created_idx").on(t.userId, t.createdAt),
    uniqueIndex("shopping_trips_request_uq").on(t.userId, t.clientRequestId),
    check("shopping_trips_list_name_len", sql`char_length(${t.listName}) between 1 and 50`),
    check("shopping_trips_plan_total", sql`${t.planTotalCents} >= 0`),
    check("shopping_trips_baseline", sql`${t.baselineCents} is null or ${t.baselineCents} >= 0`),
    // Saved is exactly baseline − plan total, floored at 0; no baseline means nothing to save against.
    check("shopping_trips_saved", sql`${t.savedCents} = case when ${t.baselineCents} is null then 0 else greatest(0, ${t.baselineCents} - ${t.planTotalCents}) end`),
    check("shopping_trips_store_count", sql`${t.storeCount} >= 1`),
    // Every store of a plan takes at least one item.
    check("shopping_trips_item_count", sql`${t.itemCount} >= 1 and ${t.itemCount} >= ${t.storeCount}`),
    check("shopping_trips_stores", sql`case when jsonb_typeof(${t.stores}) = 'array' then jsonb_array_length(${t.stores}) = ${t.storeCount} else false end`),
  ],
);

/**
 * One item ticked off while the shopper said they were in a store (issue 27, "I'm at"): the order
 * of ticks within a trip is the evidence the aisle-order engine learns from, per store and, for a
 * store with no trips yet, per chain. `item_key` is the line's normalised name. A trip ticks an
 * item once (the first tick counts).
 */
export const aisleTicks = pgTable(
  "aisle_ticks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    chain: varchar("chain", { length: 80 }),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    tripId: uuid("trip_id").notNull(),
    itemKey: varchar("item_key", { length: 100 }).notNull(),
    tickedAt: timestamp("ticked_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("aisle_ticks_trip_item_uq").on(t.userId, t.tripId, t.itemKey),
    index("aisle_ticks_store_idx").on(t.storeId, t.tickedAt),
    index("aisle_ticks_chain_idx").on(t.chain, t.tickedAt),
  ],
);

/** A shopper's own order of items at one store, set with move up / down; it wins over the learned order. */
export const aisleOverrides = pgTable(
  "aisle_overrides",
  {
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    storeId: uuid("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    itemKeys: jsonb("item_keys").$type<string[]>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.storeId], name: "aisle_overrides_pk" }),
    check("aisle_overrides_keys", sql`jsonb_typeof(${t.itemKeys}) = 'array' and jsonb_array_length(${t.itemKeys}) <= 200`),
  ],
);

/**
 * A product the shopper said "Not this product" to on a list line (issue 27 item 3, decision 058):
 * the comparison never picks it for that line, and the line is offered substitutes. Owned by the
 * lists module; goes with the item (or the product).
 */
export const shoppingListItemExclusions = pgTable(
  "shopping_list_item_exclusions",
  {
    itemId: uuid("item_id").notNull().references(() => shoppingListItems.id, { onDelete: "cascade" }),
    productId: uuid("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.productId], name: "shopping_list_item_exclusions_pk" })],
);
