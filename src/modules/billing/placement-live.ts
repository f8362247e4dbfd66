import "server-only";
import { sql, type SQL, type AnyColumn } from "drizzle-orm";

/**
 * The one definition of a live booking in SQL (decision 051), for the shopper-side eligibility
 * and the banner page: paid (status active — not awaiting payment, paused, cancelled, failed or
 * ended), started, not past its end date, and paid through now (a monthly booking whose renewal has
 * not been paid stops at the end of its paid time). Same rule as placement-pricing#bookingPhase.
 */
export const liveBookingSql = (alias: string, now: Date): SQL => {
  const b = sql.identifier(alias);
  return sql`${b}.status = 'active' and ${b}.starts_at <= ${now} and (${b}.ends_at is null or ${b}.ends_at > ${now}) and (${b}.paid_through is null or ${b}.paid_through > ${now})`;
};

/** True when the retailer holds a live booking of the placement (both given as SQL columns). */
export function liveBookingExistsSql(retailerId: AnyColumn | SQL, placement: AnyColumn | SQL, now: Date): SQL<boolean> {
  return sql<boolean>`exists (select 1 from placement_bookings pb where pb.retailer_id = ${retailerId} and pb.placement = ${placement} and ${liveBookingSql("pb", now)})`;
}

/** True when that live booking is exclusive: exclusivity is bought with the booking, not set on a banner. */
export function liveExclusiveBookingSql(retailerId: AnyColumn | SQL, placement: AnyColumn | SQL, now: Date): SQL<boolean> {
  return sql<boolean>`exists (select 1 from placement_bookings pbx where pbx.retailer_id = ${retailerId} and pbx.placement = ${placement} and pbx.exclusive and ${liveBookingSql("pbx", now)})`;
}
