import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { eq, sql } from "drizzle-orm";
import type { JWT } from "next-auth/jwt";
import { extractText, getDocumentProxy } from "unpdf";
import { getTestDb, truncateAll, usingRealPostgres } from "../../../../tests/setup/db";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";

/*
 * Issue 26 item 5 (decision 052): tax invoice numbers are gap-free and in order under concurrent
 * payments of any kind, a rolled-back payment gives its number back, an issued number never
 * changes; only the owning retailer reads a receipt or its PDF (others: 404, the same as a
 * missing id); the PDF's text, parsed back, carries the invoice number, both parties' details,
 * the USD charged, the retailer-currency amount and rate, and the day in the retailer's zone.
 */
const { sessionJar: jar } = await import("../../../../tests/support/mocked-session");
vi.mock("@/server/auth/auth", () => import("../../../../tests/support/mocked-session").then((m) => m.mockedAuthModule()));
vi.mock("@/server/request", () => import("../../../../tests/support/mocked-session").then((m) => m.mockedRequestModule()));
vi.mock("next/cache", () => import("../../../../tests/support/mocked-session").then((m) => m.mockedCacheModule()));

const { createTestUser, actorFor, signInToken } = await import("@/modules/users/testing/factories");
const { getReceipt } = await import("./queries");
const { getBillingHistory } = await import("../queries");
const { GET: getInvoice } = await import("@/app/api/retailer/invoices/[paymentId]/route");

interface Retailer { actor: Actor; token: JWT; retailerId: string }
let db: Db;

async function makeRetailer(name: string, gst: string | null, country = "NZ"): Promise<Retailer> {
  const user = await createTestUser(db, { role: "retailer" });
  await db.update(tables.profiles).set({ countryCode: country }).where(eq(tables.profiles.userId, user.id));
  const [r] = await db.insert(tables.retailers).values({ userId: user.id, name, address: "12 Queen Street, Auckland 1010", gstNumber: gst }).returning({ id: tables.retailers.id });
  return { actor: await actorFor(db, user), token: await signInToken(db, user), retailerId: r.id };
}

async function payment(retailerId: string, values: Partial<typeof tables.retailerPayments.$inferInsert> = {}): Promise<string> {
  const [row] = await db
    .insert(tables.retailerPayments)
    .values({ retailerId, kind: "coupon_fee", amountCents: 1999, displayAmountCents: 3339, displayCurrency: "NZD", description: "Coupon upload fee — 10% off apples", subscriptionTierAtTime: "basic", ...values })
    .returning({ id: tables.retailerPayments.id });
  return row.id;
}

const markPaid = (id: string, paidAt = new Date()) => db.update(tables.retailerPayments).set({ status: "paid", paidAt }).where(eq(tables.retailerPayments.id, id));
const numberOf = async (id: string) => (await db.select({ n: tables.retailerPayments.invoiceNumber }).from(tables.retailerPayments).where(eq(tables.retailerPayments.id, id)))[0].n;

function download(who: Retailer | null, id: string) {
  jar.token = who?.token ?? null;
  return getInvoice(new NextRequest(`http://app.test/api/retailer/invoices/${id}`, { headers: { host: "app.test", "user-agent": "vitest" } }), { params: Promise.resolve({ paymentId: id }) });
}

async function pdfText(res: Response): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, " ");
}

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await truncateAll(db);
  jar.token = null;
});

describe("invoice numbers", () => {
  it("numbers paid charges 1, 2, 3 in order, whatever the kind; pending, failed and demo rows get none; a number never changes", async () => {
    const r = await makeRetailer("Fresh Foods", "123-456-789");
    const fee = await payment(r.retailerId);
    const sub = await payment(r.retailerId, { kind: "subscription", amountCents: 4999, displayAmountCents: 8348, description: "Premium plan — monthly subscription" });
    const placement = await payment(r.retailerId, { kind: "placement", amountCents: 2500, displayAmountCents: 4175, description: "Homepage banner — 1 week" });
    const pending = await payment(r.retailerId);
    const demo = await payment(r.retailerId, { status: "no_charge", isDemoNoCharge: true, amountCents: 0, displayAmountCents: 0, paidAt: new Date() });
    const failed = await payment(r.retailerId, { status: "failed" });
    await markPaid(sub);
    await markPaid(fee);
    await markPaid(placement);
    expect([await numberOf(sub), await numberOf(fee), await numberOf(placement)]).toEqual([1, 2, 3]);
    expect([await numberOf(pending), await numberOf(demo), await numberOf(failed)]).toEqual([null, null, null]);
    // Touching an issued invoice (a later webhook, a refund record, a forged value) keeps its number.
    await db.update(tables.retailerPayments).set({ status: "refunded", invoiceNumber: 99, invoiceBilledTo: null }).where(eq(tables.retailerPayments.id, fee));
    await markPaid(fee);
    expect(await numberOf(fee)).toBe(2);
    // A payment inserted already paid (another engineer's code path) is numbered too.
    const direct = await payment(r.retailerId, { kind: "placement", status: "paid", paidAt: new Date() });
    expect(await numberOf(direct)).toBe(4);
    const history = await getBillingHistory(db, r.actor);
    expect(history.find((h) => h.id === sub)?.invoiceNumber).toBe("CW-000001");
    expect(history.find((h) => h.id === pending)?.invoiceNumber).toBeNull();
  });

  it("is gap-free under concurrent payments, some of which roll back", async () => {
    if (!usingRealPostgres()) return; // PGlite has one connection: nothing runs concurrently there
    const a = await makeRetailer("Alpha Grocers", "111");
    const b = await makeRetailer("Beta Market", null);
    const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => payment(i % 2 ? a.retailerId : b.retailerId, { kind: i % 3 ? "coupon_fee" : "placement" })));
    const outcomes = await Promise.allSettled(
      ids.map((id, i) =>
        db.transaction(async (tx) => {
          await tx.update(tables.retailerPayments).set({ status: "paid", paidAt: new Date() }).where(eq(tables.retailerPayments.id, id));
          await tx.execute(sql`select pg_sleep(0.01)`);
          if (i % 5 === 0) throw new Error("settlement failed after numbering");
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === "rejected")).toHaveLength(6);
    const rows = await db.select({ id: tables.retailerPayments.id, n: tables.retailerPayments.invoiceNumber, status: tables.retailerPayments.status }).from(tables.retailerPayments);
    const numbers = rows.filter((r) => r.status === "paid").map((r) => r.n!).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(rows.filter((r) => r.status !== "paid").every((r) => r.n === null)).toBe(true);
    const [counter] = await db.select().from(tables.invoiceCounters);
    expect(counter.lastNumber).toBe(24);
    // The rolled-back ones, paid later, continue the series.
    for (const [i, id] of ids.entries()) if (i % 5 === 0) await markPaid(id);
    expect((await Promise.all(ids.filter((_, i) => i % 5 === 0).map(numberOf))).sort((x, y) => x! - y!)).toEqual([25, 26, 27, 28, 29, 30]);
  });
});

describe("receipts and PDF tax invoices", () => {
  it("the owner gets a PDF whose text carries the number, both parties, the USD, the NZD and rate, and the day in its zone", async () => {
    const r = await makeRetailer("Kāpiti Fresh Foods", "123-456-789");
    const id = await payment(r.retailerId);
    // 23:30 UTC on 26 November is already 27 November in Auckland.
    await markPaid(id, new Date("2026-11-26T23:30:00Z"));
    const res = await download(r, id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="cartwise-CW-000001.pdf"');
    const text = await pdfText(res);
    for (const expected of [
      "Tax invoice", "Invoice number: CW-000001", "Date: 27 November 2026", "Status: Paid", "Kāpiti Fresh Foods", "12 Queen Street, Auckland 1010",
      "GST / tax number: 123-456-789", "Coupon upload fee — 10% off apples", "$19.99 USD", "Total charged (USD)",
      "In your currency: NZ$33.39 NZD at 1 USD = 1.6703 NZD", "All charges are in U.S. dollars (USD).", "Dates are in Pacific/Auckland time.",
    ]) expect(text).toContain(expected);
  });

  it("an issued invoice keeps the business details it was issued to; an unpaid payment's receipt says no invoice yet", async () => {
    const r = await makeRetailer("Old Name Ltd", null);
    const paid = await payment(r.retailerId, { kind: "subscription", amountCents: 4999, displayAmountCents: 4999, displayCurrency: "USD", description: "Premium plan — monthly subscription" });
    await markPaid(paid);
    await db.update(tables.retailers).set({ name: "New Name Ltd", gstNumber: "999" }).where(eq(tables.retailers.id, r.retailerId));
    const receipt = await getReceipt(db, r.actor, paid);
    expect(receipt.billedTo).toEqual({ name: "Old Name Ltd", address: "12 Queen Street, Auckland 1010", taxNumber: null });
    const text = await pdfText(await download(r, paid));
    expect(text).toContain("GST / tax number: not provided");
    expect(text).not.toContain("In your currency");
    const pending = await payment(r.retailerId);
    const pendingText = await pdfText(await download(r, pending));
    expect(pendingText).toContain("Receipt");
    expect(pendingText).toContain("A tax invoice is issued once this payment is paid.");
    expect(pendingText).toContain("New Name Ltd");
  });

  it("another retailer, a signed-out visitor, a malformed or unknown id: not found (or sign-in), and nothing leaks", async () => {
    const owner = await makeRetailer("Owner Foods", "1");
    const other = await makeRetailer("Other Foods", "2");
    const id = await payment(owner.retailerId);
    await markPaid(id);
    const theirs = await download(other, id);
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).not.toContain("Owner Foods");
    await expect(getReceipt(db, other.actor, id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await download(other, "not-a-uuid")).status).toBe(404);
    expect((await download(other, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await download(null, id)).status).toBe(401);
    expect((await download(owner, id)).status).toBe(200);
  });
});
