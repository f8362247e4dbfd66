import { formatMoney, type CurrencyCode } from "@/modules/currency/engine";
import { formatDay, rateText, storedRate } from "../retailer-terms";

/**
 * The tax invoice / receipt of one retailer payment as a layout model (decision 052): pure, so
 * the receipt page, the PDF and the unit tests read the same words. Works for any payment kind
 * (subscription, coupon_fee, placement, …): an unknown kind is shown by its description.
 */
export interface BusinessDetails { name: string; address: string | null; taxNumber: string | null }

export interface ReceiptFacts {
  id: string;
  kind: string;
  description: string;
  /** paid · no_charge · pending · expired · failed · void · refunded · superseded */
  status: string;
  amountUsdCents: number;
  displayCents: number;
  displayCurrency: CurrencyCode;
  isDemoNoCharge: boolean;
  /** When it was paid (else when it was opened), ISO. */
  date: string;
  invoiceNumber: number | null;
  billedTo: BusinessDetails;
  issuer: BusinessDetails;
  /** The retailer's IANA zone (decision 049). */
  timeZone: string;
  /** Stripe's hosted invoice page when Stripe is keyed and the payment has a Stripe invoice. */
  stripeInvoiceUrl: string | null;
}

export interface InvoiceRow { label: string; value: string }

export interface InvoiceLayout {
  /** "Tax invoice" for a numbered (paid) payment, else "Receipt". */
  title: string;
  /** "CW-000042", or null when no tax invoice was issued. */
  number: string | null;
  /** Why there is no tax invoice (pending, demo, failed, …); null when there is one. */
  noInvoiceReason: string | null;
  dateLine: string;
  issuer: string[];
  billedTo: string[];
  lines: InvoiceRow[];
  totals: InvoiceRow[];
  /** The retailer-currency amount and rate, where it differs from USD (decision 049). */
  conversion: string | null;
  statusLabel: string;
  notes: string[];
  fileName: string;
}

export const INVOICE_PREFIX = "CW-";
export const formatInvoiceNumber = (n: number): string => `${INVOICE_PREFIX}${String(n).padStart(6, "0")}`;

const KIND_LABEL: Record<string, string> = {
  subscription: "Premium plan subscription",
  coupon_fee: "Coupon upload fee",
  placement: "Retail media placement",
};
export const paymentKindLabel = (kind: string): string => KIND_LABEL[kind] ?? kind.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

const STATUS_LABEL: Record<string, string> = {
  paid: "Paid",
  no_charge: "No charge (demo)",
  pending: "Awaiting payment",
  expired: "Not completed",
  failed: "Payment failed",
  void: "Void",
  refunded: "Refunded",
  superseded: "Replaced by a later attempt",
};
export const paymentStatusLabel = (status: string): string => STATUS_LABEL[status] ?? status;

function noInvoiceReason(f: ReceiptFacts): string | null {
  if (f.invoiceNumber !== null) return null;
  if (f.isDemoNoCharge || f.status === "no_charge") return "The demo account is not charged, so no tax invoice is issued.";
  if (f.status === "paid") return "Nothing was charged, so no tax invoice is issued.";
  return "A tax invoice is issued once this payment is paid.";
}

function details(d: BusinessDetails, taxLabel: string, missing: string | null): string[] {
  const out = [d.name];
  if (d.address) out.push(d.address);
  if (d.taxNumber) out.push(`${taxLabel}: ${d.taxNumber}`);
  else if (missing) out.push(missing);
  return out;
}

/** The description as billing wrote it, led by the kind when it does not already name it. */
function lineLabel(f: ReceiptFacts): string {
  const kind = paymentKindLabel(f.kind);
  return f.description.toLowerCase().includes(kind.split(" ")[0].toLowerCase()) ? f.description : `${kind} — ${f.description}`;
}

export function buildInvoiceLayout(f: ReceiptFacts): InvoiceLayout {
  const number = f.invoiceNumber === null ? null : formatInvoiceNumber(f.invoiceNumber);
  const usd = formatMoney(f.amountUsdCents, "USD");
  const rate = storedRate(f.amountUsdCents, f.displayCents);
  const day = formatDay(f.date, f.timeZone, "long");
  const converted = f.displayCurrency !== "USD" && f.amountUsdCents > 0 && rate !== null;
  const statusLabel = paymentStatusLabel(f.status);
  const notes = [
    "All charges are in U.S. dollars (USD).",
    `Dates are in ${f.timeZone} time.`,
  ];
  if (converted) notes.push(`Amounts in ${f.displayCurrency} are at the rate of the payment's day, for your information; the charge is the USD amount.`);
  if (number) notes.push("No tax was added to this charge.");
  return {
    title: number ? "Tax invoice" : "Receipt",
    number,
    noInvoiceReason: noInvoiceReason(f),
    dateLine: `${f.status === "paid" || f.status === "no_charge" ? "Date" : "Opened"}: ${day}`,
    issuer: details(f.issuer, "Tax number", null),
    billedTo: details(f.billedTo, "GST / tax number", "GST / tax number: not provided"),
    lines: [{ label: lineLabel(f), value: usd }],
    totals: [
      { label: "Tax", value: formatMoney(0, "USD") },
      { label: f.status === "paid" ? "Total charged (USD)" : "Total (USD)", value: usd },
    ],
    conversion: converted ? `${formatMoney(f.displayCents, f.displayCurrency)} at 1 USD = ${rateText(rate)} ${f.displayCurrency}` : null,
    statusLabel,
    notes,
    fileName: `cartwise-${number ?? `receipt-${f.id.slice(0, 8)}`}.pdf`,
  };
}
