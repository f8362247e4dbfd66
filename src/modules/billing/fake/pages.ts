import type { Json } from "./state";

/** Hosted Checkout and portal pages of the local Stripe fake: plain HTML, mobile-first, clearly "no money moves". */
const esc = (s: unknown) => String(s ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export const usd = (cents: number) => `$${(cents / 100).toFixed(2)} USD`;

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a}
.banner{background:#fef3c7;border-bottom:2px solid #f59e0b;color:#78350f;padding:10px 16px;text-align:center;font-weight:700}
.banner small{display:block;font-weight:400}
main{max-width:480px;margin:24px auto;padding:0 16px}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:20px;box-shadow:0 1px 2px rgba(0,0,0,.05);margin-bottom:16px}
h1{font-size:1.25rem;margin:0 0 4px}.muted{color:#475569;font-size:.9rem;margin:0}
.amount{font-size:2rem;font-weight:800;margin:12px 0 4px}.row{display:flex;justify-content:space-between;gap:12px;padding:6px 0;border-top:1px solid #f1f5f9;font-size:.95rem}.row>span:last-child{white-space:nowrap}
.testcard{font-family:ui-monospace,monospace;background:#f8fafc;border:1px dashed #94a3b8;border-radius:8px;padding:10px;margin:12px 0;font-size:.9rem}
button,.btn{display:block;width:100%;min-height:44px;border-radius:8px;border:1px solid #cbd5e1;background:#fff;color:#0f172a;font-size:1rem;font-weight:600;margin-top:10px;cursor:pointer;text-align:center;text-decoration:none;line-height:42px}
button.primary{background:#4f46e5;border-color:#4f46e5;color:#fff}button.danger{color:#b91c1c;border-color:#fecaca}
.error{background:#fef2f2;border:1px solid #fecaca;color:#991b1b;border-radius:8px;padding:10px;margin-top:12px}
.ok{background:#ecfdf5;border:1px solid #a7f3d0;color:#065f46;border-radius:8px;padding:10px;margin-top:12px}
.status{display:inline-block;border-radius:999px;padding:2px 10px;font-size:.8rem;font-weight:600;background:#e0e7ff;color:#3730a3}
form{margin:0}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · Test payment — no money moves</title><style>${STYLE}</style></head><body>
<div class="banner" role="note">Test payment — no money moves<small>Local Stripe test mode for Cartwise. No card is charged.</small></div>
<main>${body}</main></body></html>`;
}

export interface CheckoutView { session: Json; lines: { name: string; description: string | null; amount: number; recurring: boolean }[]; message?: { kind: "error" | "ok"; text: string } }

export function checkoutPage({ session, lines, message }: CheckoutView): string {
  const id = esc(session.id);
  const total = Number(session.amount_total ?? 0);
  const recurring = lines.some((l) => l.recurring);
  const open = session.status === "open";
  const items = lines
    .map((l) => `<div class="row"><span>${esc(l.name)}${l.description ? `<br><span class="muted">${esc(l.description)}</span>` : ""}</span><span>${esc(usd(l.amount))}${l.recurring ? " / month" : ""}</span></div>`)
    .join("");
  const actions = open
    ? `<div class="testcard" aria-label="Test card">Test card 4242 4242 4242 4242 · 12/34 · 123</div>
<form method="post" action="/checkout/${id}/pay"><button class="primary" type="submit">Pay ${esc(usd(total))}${recurring ? " and subscribe" : ""}</button></form>
<form method="post" action="/checkout/${id}/decline"><button class="danger" type="submit">Simulate failed payment (card declined)</button></form>
<form method="post" action="/checkout/${id}/cancel"><button type="submit">Cancel and return to Cartwise</button></form>`
    : `<p class="ok">This checkout is ${esc(session.status)}.</p>`;
  const note = message ? `<p class="${message.kind}" role="${message.kind === "error" ? "alert" : "status"}">${esc(message.text)}</p>` : "";
  return layout(
    "Checkout",
    `<div class="card"><p class="muted">Pay Cartwise</p><h1>${recurring ? "Subscribe to Cartwise Premium" : "Cartwise payment"}</h1>
<p class="amount" data-testid="checkout-amount">${esc(usd(total))}${recurring ? '<span class="muted"> per month</span>' : ""}</p>
<p class="muted">All charges are in U.S. dollars (USD).</p>${items}${note}${actions}</div>`,
  );
}

export function portalPage(portal: Json, subscriptions: Json[], message?: string): string {
  const id = esc(portal.id);
  const rows = subscriptions.length
    ? subscriptions
        .map((s) => {
          const item = (((s.items as Json).data as Json[])[0] ?? {}) as Json;
          const price = (item.price ?? {}) as Json;
          const end = new Date(Number(item.current_period_end ?? 0) * 1000).toISOString().slice(0, 10);
          const live = s.status !== "canceled";
          const sid = esc(s.id);
          const form = (action: string, label: string, cls = "") =>
            `<form method="post" action="/portal/${id}/${action}"><input type="hidden" name="subscription" value="${sid}"><button class="${cls}" type="submit">${label}</button></form>`;
          return `<div class="card"><h1>${esc(price.product_name ?? "Subscription")}</h1>
<p class="muted">${esc(usd(Number(price.unit_amount ?? 0)))} per month · <span class="status">${esc(s.status)}</span>${s.cancel_at_period_end ? " · cancels at period end" : ""}</p>
<p class="muted">${s.status === "canceled" ? "Ended" : "Current period ends"} ${esc(end)}</p>
${live ? form("cancel", "Cancel subscription now", "danger") + (s.cancel_at_period_end ? "" : form("cancel-at-period-end", "Cancel at end of period")) + form("fail-renewal", "Simulate failed renewal payment", "danger") + form("renew", "Simulate successful renewal") : ""}</div>`;
        })
        .join("")
    : `<div class="card"><p class="muted">No subscriptions.</p></div>`;
  const note = message ? `<p class="ok" role="status">${esc(message)}</p>` : "";
  return layout(
    "Billing portal",
    `<div class="card"><p class="muted">Cartwise</p><h1>Manage your subscription</h1>${note}
<a class="btn" href="${esc(portal.return_url)}">Return to Cartwise</a></div>${rows}`,
  );
}

export function notFoundPage(): string {
  return layout("Not found", `<div class="card"><h1>Not found</h1><p class="muted">This test checkout link does not exist (the local fake keeps its data in memory and forgets it on restart).</p></div>`);
}
