import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";
import { products, stores } from "./catalog";

export const shoppingLists = pgTable(
  "shopping_lists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 50 }).notNull(),
    // Idempotency key sent by the form: a double submit creates one list.
    clientRequestId: uuid("client_request_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("shopping_lists_user_created_idx").on(t.userId, t.createdAt),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("shopping_list_items_list_created_idx").on(t.listId, t.createdAt),
    check("shopping_list_items_qty", sql`${t.quantity} between 1 and 999`),
    check("shopping_list_items_name_len", sql`char_length(${t.itemName}) between 1 and 100`),
  ],
);
