import { describe, expect, it } from "vitest";
import { buildInvoiceLayout, formatInvoiceNumber, paymentKindLabel, type ReceiptFacts } from "./layout";

const BASE: ReceiptFacts = {
  id: "6f1c2a9e-0000-4000-8000-000000000001",
  kind: "coupon_fee",
  description: "10% off apples",
  status: "paid",
  amountUsdCents: 1999,
  displayCents: 3339,
  displayCurrency: "NZD",
  isDemoNoCharge: false,
  date: "2026-11-26T23:30:00.000Z",
  invoiceNumber: 42,
  billedTo: { name: "Fresh Foods", address: "12 Queen Street, Auckland", taxNumber: "123-456-789" },
  issuer: { name: "Cartwise", address: null, taxNumber: null },
  timeZone: "Pacific/Auckland",
  stripeInvoiceUrl: null,
};

describe("invoice layout", () => {
  it("a paid, numbered NZD payment: tax invoice, the day in the retailer's zone, USD total and the NZD at its rate", () => {
    const l = buildInvoiceLayout(BASE);
    expect(l.title).toBe("Tax invoice");
    expect(l.number).toBe("CW-000042");
    expect(l.noInvoiceReason).toBeNull();
    expect(l.dateLine).toBe("Date: 27 November 2026");
    expect(l.billedTo).toEqual(["Fresh Foods", "12 Queen Street, Auckland", "GST / tax number: 123-456-789"]);
    expect(l.issuer).toEqual(["Cartwise"]);
    expect(l.lines).toEqual([{ label: "Coupon upload fee — 10% off apples", value: "$19.99 USD" }]);
    expect(l.totals.at(-1)).toEqual({ label: "Total charged (USD)", value: "$19.99 USD" });
    expect(l.conversion).toBe("NZ$33.39 NZD at 1 USD = 1.6703 NZD");
    expect(l.notes).toContain("All charges are in U.S. dollars (USD).");
    expect(l.fileName).toBe("cartwise-CW-000042.pdf");
  });

  it("USD retailers see no conversion; a missing tax number is said so", () => {
    const l = buildInvoiceLayout({ ...BASE, displayCurrency: "USD", displayCents: 1999, timeZone: "UTC", billedTo: { ...BASE.billedTo, taxNumber: null } });
    expect(l.conversion).toBeNull();
    expect(l.dateLine).toBe("Date: 26 November 2026");
    expect(l.billedTo.at(-1)).toBe("GST / tax number: not provided");
  });

  it("no number: a receipt saying why (pending, demo)", () => {
    const pending = buildInvoiceLayout({ ...BASE, status: "pending", invoiceNumber: null });
    expect(pending.title).toBe("Receipt");
    expect(pending.noInvoiceReason).toBe("A tax invoice is issued once this payment is paid.");
    expect(pending.dateLine.startsWith("Opened:")).toBe(true);
    expect(pending.fileName).toBe("cartwise-receipt-6f1c2a9e.pdf");
    const demo = buildInvoiceLayout({ ...BASE, status: "no_charge", isDemoNoCharge: true, amountUsdCents: 0, displayCents: 0, invoiceNumber: null });
    expect(demo.noInvoiceReason).toMatch(/demo account is not charged/);
    expect(demo.conversion).toBeNull();
  });

  it("the line is the description, led by the kind when the description does not name it", () => {
    expect(buildInvoiceLayout({ ...BASE, description: "Coupon upload fee — 10% off apples" }).lines[0].label).toBe("Coupon upload fee — 10% off apples");
    expect(buildInvoiceLayout({ ...BASE, kind: "placement", description: "Home page banner, 1 week" }).lines[0].label).toBe("Retail media placement — Home page banner, 1 week");
  });

  it("kinds are generic: placement and unknown kinds get readable labels", () => {
    expect(paymentKindLabel("placement")).toBe("Retail media placement");
    expect(paymentKindLabel("sponsored_search")).toBe("Sponsored search");
    expect(formatInvoiceNumber(1)).toBe("CW-000001");
  });
});
