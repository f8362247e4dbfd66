import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getTestDb, truncateAll } from "../../../../tests/setup/db";
import { tables, type Db } from "@/server/db";

/*
 * Decision 052: Stripe's hosted invoice is linked only when Stripe is keyed and the payment has a
 * Stripe invoice; Stripe failing leaves the link out (our own PDF stands). Stripe itself is the
 * one thing replaced here: the real API is not reachable from tests, and the local fake has no
 * hosted invoice pages.
 */
const stripe = vi.hoisted(() => ({ keyed: false, fail: false, asked: [] as string[] }));
vi.mock("../stripe-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../stripe-client")>()),
  usingLocalFake: () => !stripe.keyed,
  getStripe: () => ({
    invoices: {
      retrieve: async (id: string) => {
        stripe.asked.push(id);
        if (stripe.fail) throw new Error("stripe down");
        return { id, hosted_invoice_url: `https://invoice.stripe.test/i/${id}` };
      },
    },
  }),
}));

const { createRetailer } = await import("../testing/harness");
const { getReceipt } = await import("./queries");
let db: Db;

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await truncateAll(db);
  Object.assign(stripe, { keyed: false, fail: false, asked: [] });
});

async function subscriptionPayment(retailerId: string, stripeInvoiceId: string | null) {
  const [row] = await db
    .insert(tables.retailerPayments)
    .values({ retailerId, kind: "subscription", amountCents: 4999, description: "Premium plan — monthly subscription", subscriptionTierAtTime: "premium", stripeInvoiceId, status: "paid", paidAt: new Date() })
    .returning({ id: tables.retailerPayments.id });
  return row.id;
}

describe("Stripe's hosted invoice", () => {
  it("is linked only when Stripe is keyed and the payment has a Stripe invoice; a Stripe failure leaves it out", async () => {
    const r = await createRetailer(db);
    const withInvoice = await subscriptionPayment(r.retailerId, "in_test_123");
    const without = await subscriptionPayment(r.retailerId, null);

    expect((await getReceipt(db, r.actor, withInvoice)).stripeInvoiceUrl).toBeNull(); // the local fake: no Stripe page
    expect(stripe.asked).toEqual([]);

    stripe.keyed = true;
    expect((await getReceipt(db, r.actor, withInvoice)).stripeInvoiceUrl).toBe("https://invoice.stripe.test/i/in_test_123");
    expect((await getReceipt(db, r.actor, without)).stripeInvoiceUrl).toBeNull();
    expect((await getReceipt(db, r.actor, withInvoice, { withStripeLink: false })).stripeInvoiceUrl).toBeNull();
    expect(stripe.asked).toEqual(["in_test_123"]);

    stripe.fail = true;
    const receipt = await getReceipt(db, r.actor, withInvoice);
    expect(receipt.stripeInvoiceUrl).toBeNull();
    expect(receipt.invoiceNumber).toBe(1);
    const [row] = await db.select({ n: tables.retailerPayments.invoiceNumber }).from(tables.retailerPayments).where(eq(tables.retailerPayments.id, without));
    expect(row.n).toBe(2);
  });
});
