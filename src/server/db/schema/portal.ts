import { index, integer, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { retailers } from "./retail";

/**
 * What happened in a retailer's account that leaves no row of its own (banner edits and
 * deletions, logo changes, coupons expired early or deleted). Coupon uploads, redemptions and
 * payments are read from their own tables; together they form the dashboard's recent activity.
 */
export const retailerActivity = pgTable(
  "retailer_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    retailerId: uuid("retailer_id").notNull().references(() => retailers.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 40 }).notNull(),
    summary: varchar("summary", { length: 200 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("retailer_activity_retailer_time_idx").on(t.retailerId, t.createdAt)],
);

/**
 * Files retailers uploaded (logos). The id is the random server-side file name; the content
 * type is the one decided from the file's bytes after re-encoding, and is what the serving
 * route sends.
 */
export const uploadedFiles = pgTable(
  "uploaded_files",
  {
    id: varchar("id", { length: 64 }).primaryKey(),
    retailerId: uuid("retailer_id").notNull().references(() => retailers.id, { onDelete: "cascade" }),
    purpose: varchar("purpose", { length: 20 }).notNull().default("logo"),
    contentType: varchar("content_type", { length: 50 }).notNull(),
    byteSize: integer("byte_size").notNull(),
    /** Where the bytes are, relative to UPLOADS_DIR. */
    storageKey: text("storage_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("uploaded_files_retailer_idx").on(t.retailerId)],
);
