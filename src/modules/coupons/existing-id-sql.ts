import "server-only";
import { sql, type SQL } from "drizzle-orm";

/**
 * SQL fragment for analytics' batched event writer (decision 059: the coupons table is named only
 * here): the coupon id `couponId` (an SQL expression) when the coupon still exists, else null — one
 * primary-key probe. Coupons imports analytics, so the recorder of a coupon event hands this in with the row.
 */
export function existingCouponIdSql(couponId: SQL): SQL {
  return sql`(select c.id from coupons c where c.id = ${couponId})`;
}
