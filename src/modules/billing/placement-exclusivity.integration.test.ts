import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";

const ports = await vi.hoisted(async () => (await import("./testing/stripe-env")).useLocalStripeFake());

import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { actorFor } from "@/modules/users/testing/factories";
import { createRetailer, type StoreAt } from "@/modules/coupons/shopper/testing/fixtures.integration";
import { useBillingHarness, sessionIdFromUrl } from "./testing/harness";
import { seedLiveBooking } from "./testing/placements";
import { bookPlacement, cancelBooking } from "./placement-bookings";
import { formatDate } from "./retailer-terms";
import type { BookingRequest } from "./placement-pricing";

/*
 * Decision 056: a second exclusive booking of a placement by another retailer whose stores would
 * serve the same shoppers (stores within 2 × the comparison radius, same country) is refused for
 * overlapping dates, naming the next free date and not the competitor; standard bookings and
 * retailers elsewhere are unaffected. Two retailers in Auckland (2 km and 12 km north of Ponsonby)
 * and one in Sydney.
 */
const { harness, db } = await useBillingHarness(ports);

const DAY = 86_400_000;
const aklDay = (n: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() + n * DAY));
const exclusive = (startDate: string, endDate: string | null, placement: BookingRequest["placement"] = "homepage"): BookingRequest => ({ placement, exclusive: true, renewal: endDate ? "fixed" : "monthly", startDate, endDate });

async function retailer(name: string, tier: "basic" | "premium", stores: StoreAt[]): Promise<{ id: string; actor: Actor }> {
  const id = await createRetailer(db, name, tier, stores);
  const [r] = await db.update(tables.retailers).set({ premiumActive: tier === "premium" }).where(eq(tables.retailers.id, id)).returning({ userId: tables.retailers.userId });
  return { id, actor: await actorFor(db, { id: r.userId }) };
}
const bookingsOf = (retailerId: string) => db.select().from(tables.placementBookings).where(eq(tables.placementBookings.retailerId, retailerId));
const paymentsOf = (retailerId: string) => db.select().from(tables.retailerPayments).where(eq(tables.retailerPayments.retailerId, retailerId));

async function paidExclusive(who: { actor: Actor }, req: BookingRequest): Promise<string> {
  const start = await bookPlacement(db, who.actor, req);
  if (start.status !== "awaiting_payment") throw new Error("expected checkout");
  await harness.fake.pay(sessionIdFromUrl(start.checkoutUrl));
  return start.bookingId;
}

describe("exclusive overlap is refused at booking", () => {
  it("refuses a nearby retailer's overlapping exclusive with the next free date; standard, later and far-away bookings go through", async () => {
    const ponsonby = await retailer("Ponsonby Fresh", "premium", [{ region: "auckland", northKm: 2 }]);
    const northcote = await retailer("Northcote Greens", "premium", [{ region: "auckland", northKm: 12 }]);
    const kingsland = await retailer("Kingsland Corner", "basic", [{ region: "auckland", northKm: 1 }]);
    const sydney = await retailer("Surry Hills Market", "premium", [{ region: "sydney" }]);

    const held = await paidExclusive(ponsonby, exclusive(aklDay(0), aklDay(9)));
    expect((await bookingsOf(ponsonby.id))[0]).toMatchObject({ id: held, status: "active", exclusive: true });

    // Overlapping dates near the same shoppers: refused, the next free day named, nothing written.
    const refused = bookPlacement(db, northcote.actor, exclusive(aklDay(5), aklDay(20)));
    await expect(refused).rejects.toMatchObject({ code: "CONFLICT" });
    const message = await refused.catch((e: { safeMessage: string }) => e.safeMessage);
    expect(message).toContain(`next free for an exclusive booking from ${formatDate(aklDay(10), "long")}`);
    expect(message).not.toContain("Ponsonby");
    expect(await bookingsOf(northcote.id)).toEqual([]);
    expect(await paymentsOf(northcote.id)).toEqual([]);
    // A monthly exclusive starting inside the hold is refused too.
    await expect(bookPlacement(db, northcote.actor, exclusive(aklDay(9), null))).rejects.toMatchObject({ code: "CONFLICT" });

    // Another placement is another product: not held.
    expect((await bookPlacement(db, northcote.actor, exclusive(aklDay(0), aklDay(5), "category"))).status).toBe("awaiting_payment");
    // From the free date on: accepted.
    const later = await bookPlacement(db, northcote.actor, exclusive(aklDay(10), aklDay(20)));
    expect(later.status).toBe("awaiting_payment");
    // Standard bookings are unaffected, even inside the exclusive period.
    const standard = await bookPlacement(db, kingsland.actor, { placement: "homepage", exclusive: false, renewal: "fixed", startDate: aklDay(0), endDate: aklDay(9) });
    expect(standard.status).toBe("awaiting_payment");
    // Sydney shares no shoppers with Auckland: its exclusive for the same dates goes through.
    expect((await paidExclusive(sydney, exclusive(aklDay(0), aklDay(9)))).length).toBeGreaterThan(0);
    // Once the holder cancels, the dates are free again.
    await cancelBooking(db, northcote.actor, later.bookingId);
    // Cancelling an unpaid checkout reads "cancelled", even though closing the checkout delivered checkout.session.expired first.
    expect((await bookingsOf(northcote.id)).find((b) => b.id === later.bookingId)).toMatchObject({ status: "cancelled" });
    await cancelBooking(db, ponsonby.actor, held);
    expect((await bookPlacement(db, northcote.actor, exclusive(aklDay(3), aklDay(8)))).status).toBe("awaiting_payment");
  });

  it("an unpaid exclusive checkout does not hold the placement; a monthly hold has no known free date", async () => {
    const ponsonby = await retailer("Ponsonby Fresh", "premium", [{ region: "auckland", northKm: 2 }]);
    const northcote = await retailer("Northcote Greens", "premium", [{ region: "auckland", northKm: 12 }]);
    const unpaid = await bookPlacement(db, ponsonby.actor, exclusive(aklDay(0), aklDay(9), "coupon"));
    expect(unpaid.status).toBe("awaiting_payment");
    expect((await bookPlacement(db, northcote.actor, exclusive(aklDay(0), aklDay(9), "coupon"))).status).toBe("awaiting_payment");

    await seedLiveBooking(db, ponsonby.id, "homepage", { exclusive: true }); // monthly, paid, no end
    const refused = bookPlacement(db, northcote.actor, exclusive(aklDay(30), aklDay(40)));
    await expect(refused).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await refused.catch((e: { safeMessage: string }) => e.safeMessage)).toContain("renews monthly, so no free date is known yet");
  });
});
