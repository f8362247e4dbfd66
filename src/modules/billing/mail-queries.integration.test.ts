import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tables, type Db } from "@/server/db";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { seedLiveBooking } from "./testing/placements";
import { listFailedPaymentsSince, listSubscriptionsRenewingBetween } from "./mail-queries";

/* Billing's rows for the scheduled e-mails (decision 059): which failed payments and renewals qualify. */

let db: Db;
const DAY = 86_400_000;
const NOW = new Date(Date.UTC(2026, 10, 26, 9));
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await truncateAll(db);
});

async function retailer(tag: string) {
  const [u] = await db.insert(tables.users).values({ email: `${tag}@example.test`, passwordHash: "x", role: "retailer" }).returning({ id: tables.users.id });
  const [r] = await db.insert(tables.retailers).values({ userId: u.id, name: `Shop ${tag}`, address: "1 Queen St" }).returning({ id: tables.retailers.id });
  return { userId: u.id, retailerId: r.id };
}

const payment = (retailerId: string, tag: string, extra: Partial<typeof tables.retailerPayments.$inferInsert>) => ({
  retailerId, kind: "subscription", amountCents: 2999, displayAmountCents: 2999, displayCurrency: "USD" as const, description: tag, subscriptionTierAtTime: "premium" as const, status: "failed", stripeInvoiceId: `in_${tag}`, createdAt: at(-1), ...extra,
});

describe("billing's mail queries", () => {
  it("lists failed Premium renewals and failed renewals of an existing booking since the given instant, and nothing else", async () => {
    const r = await retailer("a");
    const bookingId = await seedLiveBooking(db, r.retailerId, "homepage");
    const [sub, placement] = await db.insert(tables.retailerPayments).values([
      payment(r.retailerId, "sub", {}),
      payment(r.retailerId, "placement", { kind: "placement", placementBookingId: bookingId, displayCurrency: "NZD", displayAmountCents: 5000 }),
    ]).returning({ id: tables.retailerPayments.id });
    await db.insert(tables.retailerPayments).values([
      payment(r.retailerId, "orphan", { kind: "placement", placementBookingId: null }), // its booking is gone
      payment(r.retailerId, "paid", { status: "paid" }),
      payment(r.retailerId, "old", { createdAt: at(-8) }),
      payment(r.retailerId, "fee", { kind: "coupon_fee" }),
    ]);
    const failed = await listFailedPaymentsSince(db, at(-7));
    expect(failed.map((p) => p.id).sort()).toEqual([sub.id, placement.id].sort());
    expect(failed.find((p) => p.id === placement.id)).toMatchObject({ kind: "placement", placement: "homepage", displayCurrency: "NZD", displayAmountCents: 5000, amountCents: 2999, retailerId: r.retailerId });
    expect(failed.find((p) => p.id === sub.id)?.placement).toBeNull();
  });

  it("lists active or trialing retailer subscriptions ending inside the window that will renew", async () => {
    const r = await retailer("b");
    const sub = (tag: string, extra: Partial<typeof tables.subscriptions.$inferInsert>) => ({ userId: r.userId, retailerId: r.retailerId, stripeSubscriptionId: `sub_${tag}`, tier: "premium" as const, status: "active", currentPeriodEnd: at(2), ...extra });
    const [active, trialing] = await db.insert(tables.subscriptions).values([sub("active", {}), sub("trialing", { status: "trialing", currentPeriodEnd: at(3) })]).returning({ id: tables.subscriptions.id });
    await db.insert(tables.subscriptions).values([
      sub("cancelling", { cancelAtPeriodEnd: true }),
      sub("past-due", { status: "past_due" }),
      sub("later", { currentPeriodEnd: at(4) }),
      sub("ended", { currentPeriodEnd: at(-1) }),
    ]);
    const renewing = await listSubscriptionsRenewingBetween(db, NOW, at(3));
    expect(renewing.map((s) => s.id).sort()).toEqual([active.id, trialing.id].sort());
    expect(renewing.every((s) => s.retailerId === r.retailerId)).toBe(true);
  });
});
