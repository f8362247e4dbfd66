import { and, eq, inArray } from "drizzle-orm";
import { tables, type Db } from "@/server/db";

/**
 * Test factory: a live, paid placement booking (monthly, started long ago, no end) for a retailer ×
 * placement, so its banners run (decision 051). A second call for the same pair keeps one booking
 * and makes it exclusive if either call asked for that.
 */
export async function seedLiveBooking(db: Db, retailerId: string, placement: "homepage" | "category" | "coupon", opts: { exclusive?: boolean } = {}): Promise<string> {
  const b = tables.placementBookings;
  const [open] = await db.select({ id: b.id, exclusive: b.exclusive }).from(b).where(and(eq(b.retailerId, retailerId), eq(b.placement, placement), inArray(b.status, ["awaiting_payment", "active", "paused", "payment_failed"]))).limit(1);
  if (open) {
    if (opts.exclusive && !open.exclusive) await db.update(b).set({ exclusive: true }).where(eq(b.id, open.id));
    return open.id;
  }
  const [row] = await db
    .insert(b)
    .values({ retailerId, placement, exclusive: opts.exclusive ?? false, renewal: "monthly", startDate: "2000-01-01", timeZone: "UTC", startsAt: new Date("2000-01-01T00:00:00Z"), monthlyUsdCents: 14900, amountUsdCents: 14900, status: "active" })
    .returning({ id: b.id });
  return row.id;
}
