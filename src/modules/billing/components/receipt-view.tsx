import Link from "next/link";
import { Download, ExternalLink } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { InvoiceLayout } from "../invoices/layout";

/**
 * One payment's receipt in the portal (decision 052): the same layout model as the PDF tax
 * invoice, the PDF download when an invoice was issued, and Stripe's hosted invoice when there is one.
 */
export function ReceiptView({ paymentId, layout, stripeInvoiceUrl }: { paymentId: string; layout: InvoiceLayout; stripeInvoiceUrl: string | null }) {
  return (
    <Card className="flex min-w-0 flex-col gap-4" data-testid="receipt">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold text-slate-900">
          {layout.title}
          {layout.number ? <span data-testid="invoice-number"> {layout.number}</span> : null}
        </h2>
        <p className="text-sm text-slate-700">{layout.dateLine} · <span data-testid="receipt-status">{layout.statusLabel}</span></p>
        {layout.noInvoiceReason ? <p className="text-sm text-slate-600">{layout.noInvoiceReason}</p> : null}
      </div>

      <div className="grid gap-4 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">From</h3>
          {layout.issuer.map((l) => <p key={l} className="text-slate-700 [overflow-wrap:anywhere]">{l}</p>)}
        </div>
        <div className="min-w-0" data-testid="billed-to">
          <h3 className="font-semibold text-slate-900">Billed to</h3>
          {layout.billedTo.map((l) => <p key={l} className="text-slate-700 [overflow-wrap:anywhere]">{l}</p>)}
        </div>
      </div>

      <dl className="flex flex-col divide-y divide-slate-100 border-y border-slate-200 text-sm">
        {[...layout.lines, ...layout.totals].map((r, i) => (
          <div key={`${r.label}-${i}`} className="flex items-start justify-between gap-3 py-2">
            <dt className={`min-w-0 [overflow-wrap:anywhere] ${i === layout.lines.length + layout.totals.length - 1 ? "font-semibold text-slate-900" : "text-slate-700"}`}>{r.label}</dt>
            <dd className="shrink-0 whitespace-nowrap font-medium tabular-nums text-slate-900">{r.value}</dd>
          </div>
        ))}
      </dl>
      {layout.conversion ? <p className="text-sm text-slate-700" data-testid="receipt-conversion">In your currency: {layout.conversion}</p> : null}

      <div className="flex flex-wrap gap-2">
        <a href={`/api/retailer/invoices/${paymentId}`} className={buttonClass("primary")} download={layout.fileName}>
          <Download aria-hidden="true" className="h-4 w-4" /> {layout.number ? "Download tax invoice (PDF)" : "Download receipt (PDF)"}
        </a>
        {stripeInvoiceUrl ? (
          <a href={stripeInvoiceUrl} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary")}>
            <ExternalLink aria-hidden="true" className="h-4 w-4" /> Stripe invoice
          </a>
        ) : null}
        <Link href="/retailer/settings#billing" className={buttonClass("ghost")}>Back to billing history</Link>
      </div>
      <ul className="flex flex-col gap-0.5 text-xs text-slate-500">
        {layout.notes.map((n) => <li key={n}>{n}</li>)}
      </ul>
    </Card>
  );
}
