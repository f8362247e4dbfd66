import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";

const ports = await vi.hoisted(async () => (await import("./testing/stripe-env")).useLocalStripeFake());

import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { actorFor } from "@/modules/users/testing/factories";
import { createRetailer } from "@/modules/coupons/shopper/testing/fixtures.integration";
import { runMailJobs } from "@/modules/scheduled-mail/jobs";
import { handleUnsubscribePost } from "@/modules/mailings/routes";
import { useBillingHarness, sessionIdFromUrl } from "./testing/harness";
import { bookPlacement } from "./placement-bookings";

/*
 * Decision 056: a placement's failed monthly renewal (invoice.payment_failed from the fake Stripe,
 * through the signed webhook) sends its retailer a "payment failed" e-mail under billing reminders:
 * once per failed invoice (sent_mail), not when billing reminders are off, with a one-click
 * unsubscribe that works without a session.
 */
const { harness, db } = await useBillingHarness(ports);

type OutboxMail = { to: string; subject: string; text: string; headers?: Record<string, string> };
function mailTo(email: string): OutboxMail[] {
  const dir = process.env.MAIL_OUTBOX_DIR!;
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as OutboxMail).filter((m) => m.to === email);
}
const aklToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

async function monthlyBookingThatFails(name: string): Promise<{ actor: Actor; email: string; bookingId: string }> {
  const id = await createRetailer(db, name);
  const [r] = await db.select({ userId: tables.retailers.userId }).from(tables.retailers).where(eq(tables.retailers.id, id));
  const actor = await actorFor(db, { id: r.userId });
  const [u] = await db.select({ email: tables.users.email }).from(tables.users).where(eq(tables.users.id, r.userId));
  const start = await bookPlacement(db, actor, { placement: "homepage", exclusive: false, renewal: "monthly", startDate: aklToday(), endDate: null });
  if (start.status !== "awaiting_payment") throw new Error("expected checkout");
  await harness.fake.pay(sessionIdFromUrl(start.checkoutUrl));
  const [booking] = await db.select().from(tables.placementBookings).where(eq(tables.placementBookings.id, start.bookingId));
  await harness.fake.failRenewal(booking.stripeSubscriptionId!);
  return { actor, email: u.email, bookingId: start.bookingId };
}

describe("a failed placement renewal is mailed", () => {
  it("sends one payment-failed mail in the retailer's currency with its unsubscribe, honours billing reminders off, and not twice", async () => {
    const on = await monthlyBookingThatFails("Renewal Fails Grocer");
    const off = await monthlyBookingThatFails("Quiet Grocer");
    await db.insert(tables.emailPreferences).values({ userId: off.actor.userId, priceDrops: false });
    for (const b of [on, off]) {
      const [booking] = await db.select({ status: tables.placementBookings.status }).from(tables.placementBookings).where(eq(tables.placementBookings.id, b.bookingId));
      expect(booking.status).toBe("payment_failed");
    }

    const run = await runMailJobs(db);
    expect(run.paymentFailed).toMatchObject({ sent: 1, opted_out: 1 });
    const [mail] = mailTo(on.email).filter((m) => m.subject.includes("payment failed"));
    expect(mail.subject).toBe("Your Homepage Header Banner payment failed");
    expect(mail.text).toMatch(/monthly renewal payment of NZ\$\d+\.\d\d NZD \(charged \$149\.00 USD\)/);
    expect(mail.text).toContain("your banners there have stopped showing");
    expect(mail.text).toContain("/retailer/banners");
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mailTo(off.email)).toEqual([]);

    // Once: a re-run (or a replayed webhook's row) sends nothing more.
    expect((await runMailJobs(db)).paymentFailed).toMatchObject({ sent: 0 });
    expect(mailTo(on.email).filter((m) => m.subject.includes("payment failed"))).toHaveLength(1);

    // Its one-click unsubscribe, with no session, turns billing reminders off — and only those.
    const link = /<(https?:\/\/[^>]+)>/.exec(mail.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "";
    const res = await handleUnsubscribePost(new Request(link, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }), db);
    expect(res.status).toBe(200);
    const [prefs] = await db.select().from(tables.emailPreferences).where(eq(tables.emailPreferences.userId, on.actor.userId));
    expect(prefs).toMatchObject({ priceDrops: false, receipts: true, shoppingSummaries: true });
  });
});
