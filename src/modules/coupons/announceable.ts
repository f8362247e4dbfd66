import { sql, type SQL } from "drizzle-orm";

/**
 * SQL: a subquery of the coupons worth announcing to shoppers at `at` (id, retailer_id, title,
 * discount_value): available, their fee paid or waived, created within `freshDays` before `at`,
 * and not expired on `at`'s UTC day. Alert generation joins it into its one statement (decision 059).
 * A pure builder (no database access), so jobs and scripts can load it through the shared door.
 */
export function announceableCouponsSql(at: SQL, freshDays: number): SQL {
  return sql`(
    select c_.id, c_.retailer_id, c_.title, c_.discount_value from coupons c_
    where c_.status = 'available' and c_.fee_status in ('paid', 'waived')
      and c_.created_at >= ${at} - make_interval(days => ${freshDays})
      and c_.expiry_date >= (${at} at time zone 'UTC')::date)`;
}
