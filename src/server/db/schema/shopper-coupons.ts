import { index, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { coupons } from "./retail";
import { users } from "./users";

/**
 * A shopper's saved coupons: kept on the server so they survive reloads and other devices.
 * One row per (shopper, coupon); saving twice is a no-op.
 */
export const savedCoupons = pgTable(
  "saved_coupons",
  {
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    couponId: uuid("coupon_id").notNull().references(() => coupons.id, { onDelete: "cascade" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.couponId] }), index("saved_coupons_coupon_idx").on(t.couponId)],
);
