import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import { requireRetailerProfile } from "@/modules/retailers";
import { getRetailerInvoiceDetails } from "@/modules/retailers";
import { getRetailerTerms } from "../terms";
import { getStripe, usingLocalFake } from "../stripe-client";
import { buildInvoiceLayout, type InvoiceLayout, type ReceiptFacts } from "./layout";
import { renderInvoicePdf } from "./pdf";

const NOT_FOUND = "Payment not found.";
const paymentIdSchema = z.string().uuid();

/** Stripe's hosted invoice page, only when Stripe is keyed (the local fake has none to show). */
async function stripeHostedInvoiceUrl(invoiceId: string | null): Promise<string | null> {
  if (!invoiceId || usingLocalFake()) return null;
  try {
    const invoice = await getStripe().invoices.retrieve(invoiceId);
    return invoice.hosted_invoice_url ?? null;
  } catch (err) {
    logger.warn({ event: "billing_hosted_invoice_unavailable", err }, "Stripe hosted invoice could not be fetched; the local invoice stands");
    return null;
  }
}

/**
 * One payment of the signed-in retailer, as its receipt (decision 052). Another retailer's
 * payment, a superseded attempt or a malformed id: "not found", the same answer.
 */
export async function getReceipt(db: Db, actor: Actor, paymentId: string, options: { withStripeLink?: boolean } = {}): Promise<ReceiptFacts> {
  const retailer = await requireRetailerProfile(db, actor);
  if (!paymentIdSchema.safeParse(paymentId).success) throw new AppError("NOT_FOUND", NOT_FOUND);
  const p = tables.retailerPayments;
  const [row] = await db
    .select({
      id: p.id, kind: p.kind, description: p.description, status: p.status, amountCents: p.amountCents, displayAmountCents: p.displayAmountCents,
      displayCurrency: p.displayCurrency, isDemoNoCharge: p.isDemoNoCharge, paidAt: p.paidAt, createdAt: p.createdAt, invoiceNumber: p.invoiceNumber,
      billedTo: p.invoiceBilledTo, stripeInvoiceId: p.stripeInvoiceId,
    })
    .from(p)
    .where(and(eq(p.id, paymentId), eq(p.retailerId, retailer.id)))
    .limit(1);
  if (!row || row.status === "superseded") throw new AppError("NOT_FOUND", NOT_FOUND);
  // An issued invoice keeps the details it was issued to; before that, the profile's current ones (the retailers module's record).
  const billedTo = row.billedTo ?? (await getRetailerInvoiceDetails(db, retailer));
  if (!billedTo) throw new AppError("NOT_FOUND", NOT_FOUND);
  const terms = await getRetailerTerms(db, { id: retailer.id, userId: actor.userId });
  return {
    id: row.id,
    kind: row.kind,
    description: row.description,
    status: row.status,
    amountUsdCents: row.amountCents,
    displayCents: row.displayAmountCents,
    displayCurrency: row.displayCurrency,
    isDemoNoCharge: row.isDemoNoCharge,
    date: (row.paidAt ?? row.createdAt).toISOString(),
    invoiceNumber: row.invoiceNumber,
    billedTo,
    issuer: { name: env.INVOICE_ISSUER_NAME, address: env.INVOICE_ISSUER_ADDRESS ?? null, taxNumber: env.INVOICE_ISSUER_TAX_ID ?? null },
    timeZone: terms.timeZone,
    stripeInvoiceUrl: options.withStripeLink === false ? null : await stripeHostedInvoiceUrl(row.stripeInvoiceId),
  };
}

export interface ReceiptPage { facts: ReceiptFacts; layout: InvoiceLayout }

export async function getReceiptPage(db: Db, actor: Actor, paymentId: string): Promise<ReceiptPage> {
  const facts = await getReceipt(db, actor, paymentId);
  return { facts, layout: buildInvoiceLayout(facts) };
}

/** The PDF of a numbered tax invoice (or of the receipt, for a payment with none). */
export async function getInvoicePdf(db: Db, actor: Actor, paymentId: string): Promise<{ bytes: Uint8Array; fileName: string }> {
  const facts = await getReceipt(db, actor, paymentId, { withStripeLink: false });
  const layout = buildInvoiceLayout(facts);
  return { bytes: await renderInvoicePdf(layout, { createdAt: new Date(facts.date) }), fileName: layout.fileName };
}
