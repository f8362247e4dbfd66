import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { list, obj, parseStripeForm, str, stringMap, type FormValue } from "./form";
import { FakeState, newId, nowSec, PERIOD_SECONDS, type FakePrice, type Json } from "./state";
import { checkoutPage, notFoundPage, portalPage } from "./pages";
import { readBody, redirect, sendHtml, sendJson, StripeApiError } from "./http-io";
import { deliverEvent, signStripePayload, type Delivery } from "./delivery";

/**
 * A local, Stripe-compatible fake for the demo and the tests (Stripe's CLI and stripe-mock cannot
 * be installed here). It serves the API subset the billing module uses — webhook endpoints,
 * customers, prices, Checkout Sessions (payment and subscription mode), billing portal sessions,
 * subscriptions, invoices — hosted Checkout and portal pages labelled "Test payment — no money
 * moves", and delivers signed webhooks (Stripe's v1 HMAC-SHA256 scheme) to each account's endpoints.
 */
export const FAKE_API_VERSION = "2026-10-28.endive";

export interface StripeFakeOptions {
  port?: number;
  host?: string;
  /** Prices that exist from the start (e.g. a configured STRIPE_PRICE_SHOPPER_PREMIUM in tests). */
  prices?: { id: string; unitAmount: number; interval?: "month" | null; name?: string }[];
  /** Retries after a failed delivery (Stripe retries for days; the fake a few times). */
  deliveryRetries?: number;
  log?: (line: string) => void;
}

export type { Delivery } from "./delivery";

interface SessionExtras { lines: { price: FakePrice; quantity: number; description: string | null }[]; subscriptionMetadata: Record<string, string>; paymentMetadata: Record<string, string> }


export class StripeFake {
  readonly state = new FakeState();
  readonly deliveries: Delivery[] = [];
  readonly events: Json[] = [];
  private readonly extras = new Map<string, SessionExtras>();
  private server: http.Server | null = null;
  baseUrl = "";

  constructor(private readonly options: StripeFakeOptions = {}) {
    for (const p of options.prices ?? []) {
      this.state.prices.set(p.id, { id: p.id, object: "price", unit_amount: p.unitAmount, currency: "usd", recurring: p.interval === null ? null : { interval: p.interval ?? "month" }, product_name: p.name ?? "Cartwise Premium" });
    }
  }

  async listen(): Promise<number> {
    const server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.options.port ?? 0, this.options.host ?? "127.0.0.1", () => resolve());
    });
    this.server = server;
    const { port } = server.address() as AddressInfo;
    this.baseUrl = `http://${this.options.host ?? "127.0.0.1"}:${port}`;
    return port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  // ---------- HTTP ----------

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    try {
      const url = new URL(req.url ?? "/", "http://fake.local");
      const body = await readBody(req);
      const method = (req.method ?? "GET").toUpperCase();
      if (url.pathname.startsWith("/v1/")) return await this.api(req, res, method, url, body);
      return await this.hosted(res, method, url.pathname, parseStripeForm(body));
    } catch (e) {
      if (e instanceof StripeApiError) return sendJson(res, e.status, { error: { type: "invalid_request_error", message: e.message, code: e.code } });
      this.options.log?.(`[stripe-fake] ${String(e)}`);
      sendJson(res, 500, { error: { type: "api_error", message: "Fake Stripe internal error" } });
    }
  }

  private async api(req: http.IncomingMessage, res: http.ServerResponse, method: string, url: URL, body: string): Promise<void> {
    const auth = req.headers.authorization ?? "";
    const key = auth.startsWith("Bearer ") ? auth.slice(7) : "";
    if (!key.startsWith("sk_test_")) return sendJson(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided (the local fake accepts sk_test_ keys only)." } });
    const idem = req.headers["idempotency-key"];
    const cacheKey = method === "POST" && typeof idem === "string" ? `${key}:${idem}` : null;
    if (cacheKey) {
      const cached = this.state.idempotency.get(cacheKey);
      if (cached) {
        res.writeHead(cached.status, { "content-type": "application/json", "idempotent-replayed": "true" });
        return void res.end(cached.body);
      }
    }
    let status = 200;
    let payload: unknown;
    try {
      payload = await this.route(key, method, url.pathname.replace(/\/+$/, ""), parseStripeForm(body));
    } catch (e) {
      if (!(e instanceof StripeApiError)) throw e;
      status = e.status;
      payload = { error: { type: "invalid_request_error", message: e.message, code: e.code } };
    }
    const text = JSON.stringify(payload);
    if (cacheKey) this.state.idempotency.set(cacheKey, { status, body: text });
    res.writeHead(status, { "content-type": "application/json", "request-id": newId("req") });
    res.end(text);
  }

  private route(key: string, method: string, path: string, form: Record<string, FormValue>): Promise<unknown> | unknown {
    const account = this.state.account(key);
    const parts = path.split("/").slice(2); // ["checkout","sessions",id]
    const owned = (id: string | undefined, object: string) => {
      const found = id ? this.state.get(id, key) : null;
      if (!found || found.object !== object) throw new StripeApiError(404, `No such ${object.replace(/^.*\./, "")}: '${id ?? ""}'`, "resource_missing");
      return found;
    };
    const route = `${method} ${parts.map((p, i) => (i > 0 && /_/.test(p) && !["billing_portal", "webhook_endpoints"].includes(p) ? ":id" : p)).join("/")}`;
    switch (route) {
      case "POST webhook_endpoints": {
        const target = str(form.url) ?? "";
        if (!/^https?:\/\//.test(target)) throw new StripeApiError(400, "Invalid URL: must be http(s)", "url_invalid");
        const existing = account.endpoints.find((e) => e.url === target);
        if (existing) return existing;
        const endpoint = { id: newId("we"), object: "webhook_endpoint", url: target, enabled_events: list(form.enabled_events).map(String), secret: `whsec_${randomBytes(24).toString("hex")}`, status: "enabled", livemode: false, created: nowSec() };
        account.endpoints.push(endpoint);
        return endpoint;
      }
      case "POST customers":
        return this.state.put(key, { id: newId("cus"), object: "customer", email: str(form.email) ?? null, metadata: stringMap(form.metadata), created: nowSec(), livemode: false });
      case "GET customers/:id":
        return owned(parts[1], "customer");
      case "POST prices": {
        const price: FakePrice = { id: newId("price"), object: "price", unit_amount: Number(str(form.unit_amount)), currency: str(form.currency) ?? "usd", recurring: str(obj(form.recurring).interval) ? { interval: String(obj(form.recurring).interval) } : null, product_name: str(obj(form.product_data).name) ?? "Product" };
        this.state.prices.set(price.id, price);
        return price;
      }
      case "GET prices/:id": {
        const price = parts[1] ? this.state.prices.get(parts[1]) : undefined;
        if (!price) throw new StripeApiError(404, `No such price: '${parts[1]}'`, "resource_missing");
        return price;
      }
      case "POST checkout/sessions":
        return this.createSession(key, form);
      case "GET checkout/sessions/:id":
        return owned(parts[2], "checkout.session");
      case "POST checkout/sessions/:id/expire":
        return this.expireSession(String(owned(parts[2], "checkout.session").id));
      case "POST billing_portal/sessions": {
        const customer = owned(str(form.customer), "customer");
        const id = newId("bps");
        return this.state.put(key, { id, object: "billing_portal.session", customer: customer.id, return_url: str(form.return_url) ?? null, url: `${this.baseUrl}/portal/${id}`, created: nowSec(), livemode: false });
      }
      case "GET subscriptions/:id":
        return owned(parts[1], "subscription");
      case "POST subscriptions/:id": {
        const sub = owned(parts[1], "subscription");
        const cancelAtEnd = str(form.cancel_at_period_end);
        if (cancelAtEnd !== undefined) return this.cancelSubscription(String(sub.id), { atPeriodEnd: cancelAtEnd === "true", undo: cancelAtEnd !== "true" });
        if (form.metadata) sub.metadata = { ...(sub.metadata as Json), ...stringMap(form.metadata) };
        return sub;
      }
      case "DELETE subscriptions/:id":
        return this.cancelSubscription(String(owned(parts[1], "subscription").id), { atPeriodEnd: false });
      case "GET invoices/:id":
        return owned(parts[1], "invoice");
      case "POST refunds":
        return this.refund(key, form);
      case "GET events/:id":
        return owned(parts[1], "event");
      default:
        throw new StripeApiError(404, `Unrecognized request URL (${method}: ${path}). The local fake serves only what Cartwise uses.`);
    }
  }

  private async hosted(res: http.ServerResponse, method: string, path: string, form: Record<string, FormValue>): Promise<void> {
    const [, kind, id, action] = path.split("/");
    if (kind === "checkout" && id) {
      const session = this.state.get(id);
      if (!session || session.object !== "checkout.session") return sendHtml(res, 404, notFoundPage());
      if (method === "GET") return sendHtml(res, 200, checkoutPage({ session, lines: this.linesOf(id) }));
      if (method === "POST" && action === "pay") {
        if (session.status !== "open") return sendHtml(res, 409, checkoutPage({ session, lines: this.linesOf(id) }));
        await this.pay(id);
        return redirect(res, String(session.success_url).replace("{CHECKOUT_SESSION_ID}", id));
      }
      if (method === "POST" && action === "decline") {
        return sendHtml(res, 402, checkoutPage({ session, lines: this.linesOf(id), message: { kind: "error", text: "Your card was declined (simulated). No money moved — try again or cancel." } }));
      }
      if (method === "POST" && action === "cancel") return redirect(res, String(session.cancel_url ?? "/"));
    }
    if (kind === "portal" && id) {
      const portal = this.state.get(id);
      if (!portal || portal.object !== "billing_portal.session") return sendHtml(res, 404, notFoundPage());
      const account = this.state.ownerOf(id) ?? "";
      const subs = () => this.state.byType(account, "subscription").filter((s) => s.customer === portal.customer);
      if (method === "GET") return sendHtml(res, 200, portalPage(portal, subs()));
      const subId = str(form.subscription) ?? "";
      const sub = subs().find((s) => s.id === subId);
      if (method === "POST" && sub) {
        const messages: Record<string, string> = { cancel: "Subscription canceled.", "cancel-at-period-end": "Subscription will cancel at the end of the period.", "fail-renewal": "Renewal payment failed (simulated).", renew: "Renewal paid (simulated)." };
        if (action === "cancel") await this.cancelSubscription(subId, { atPeriodEnd: false });
        else if (action === "cancel-at-period-end") await this.cancelSubscription(subId, { atPeriodEnd: true });
        else if (action === "fail-renewal") await this.failRenewal(subId);
        else if (action === "renew") await this.renew(subId);
        if (messages[action ?? ""]) return sendHtml(res, 200, portalPage(portal, subs(), messages[action ?? ""]));
      }
    }
    sendHtml(res, 404, notFoundPage());
  }

  // ---------- behaviour ----------

  private createSession(key: string, form: Record<string, FormValue>): Json {
    const mode = str(form.mode);
    if (mode !== "payment" && mode !== "subscription") throw new StripeApiError(400, "mode must be payment or subscription", "parameter_invalid_empty");
    const successUrl = str(form.success_url);
    if (!successUrl) throw new StripeApiError(400, "Missing required param: success_url.", "parameter_missing");
    const customer = str(form.customer);
    if (customer && !this.state.get(customer, key)) throw new StripeApiError(400, `No such customer: '${customer}'`, "resource_missing");
    const items = list(form.line_items).map((raw) => obj(raw));
    if (!items.length) throw new StripeApiError(400, "line_items is required", "parameter_missing");
    const lines = items.map((item) => {
      const priceId = str(item.price);
      let price: FakePrice | undefined;
      if (priceId) {
        price = this.state.prices.get(priceId);
        if (!price) throw new StripeApiError(400, `No such price: '${priceId}'`, "resource_missing");
      } else {
        const data = obj(item.price_data);
        const amount = Number(str(data.unit_amount));
        if (!Number.isInteger(amount) || amount < 0) throw new StripeApiError(400, "Invalid price_data[unit_amount]", "parameter_invalid_integer");
        const interval = str(obj(data.recurring).interval);
        price = { id: newId("price"), object: "price", unit_amount: amount, currency: str(data.currency) ?? "usd", recurring: interval ? { interval } : null, product_name: str(obj(data.product_data).name) ?? "Item" };
        this.state.prices.set(price.id, price);
      }
      if ((mode === "subscription") !== Boolean(price.recurring)) throw new StripeApiError(400, mode === "subscription" ? "Subscription mode needs a recurring price." : "Payment mode needs a one-time price.");
      return { price, quantity: Number(str(item.quantity) ?? "1"), description: str(obj(item.price_data).product_data ? obj(obj(item.price_data).product_data).description : undefined) ?? null };
    });
    const id = newId("cs_test");
    const session: Json = {
      id, object: "checkout.session", mode, status: "open", payment_status: "unpaid", customer: customer ?? null,
      client_reference_id: str(form.client_reference_id) ?? null, metadata: stringMap(form.metadata),
      amount_total: lines.reduce((n, l) => n + l.price.unit_amount * l.quantity, 0), currency: "usd",
      success_url: successUrl, cancel_url: str(form.cancel_url) ?? null, url: `${this.baseUrl}/checkout/${id}`,
      subscription: null, payment_intent: null, created: nowSec(), expires_at: nowSec() + 24 * 3600, livemode: false,
    };
    this.extras.set(id, { lines, subscriptionMetadata: stringMap(obj(form.subscription_data).metadata), paymentMetadata: stringMap(obj(form.payment_intent_data).metadata) });
    return this.state.put(key, session);
  }

  private linesOf(sessionId: string) {
    return (this.extras.get(sessionId)?.lines ?? []).map((l) => ({ name: l.price.product_name, description: l.description, amount: l.price.unit_amount * l.quantity, recurring: Boolean(l.price.recurring) }));
  }

  /** The buyer pays: payment intent or subscription + first invoice, then the events Stripe would send. */
  async pay(sessionId: string): Promise<void> {
    const session = this.state.get(sessionId);
    const account = this.state.ownerOf(sessionId);
    const extras = this.extras.get(sessionId);
    if (!session || !account || !extras || session.status !== "open") throw new Error(`session ${sessionId} is not open`);
    session.status = "complete";
    session.payment_status = "paid";
    if (session.mode === "payment") {
      const pi = this.state.put(account, { id: newId("pi"), object: "payment_intent", amount: session.amount_total, currency: "usd", status: "succeeded", customer: session.customer, metadata: extras.paymentMetadata, created: nowSec() });
      session.payment_intent = pi.id;
      await this.emit(account, "checkout.session.completed", session);
      return;
    }
    const line = extras.lines[0];
    const start = nowSec();
    const sub = this.state.put(account, {
      id: newId("sub"), object: "subscription", status: "active", customer: session.customer, metadata: extras.subscriptionMetadata,
      cancel_at_period_end: false, canceled_at: null, ended_at: null, created: start, latest_invoice: null, livemode: false,
      items: { object: "list", data: [{ id: newId("si"), object: "subscription_item", price: line.price, quantity: line.quantity, current_period_start: start, current_period_end: start + PERIOD_SECONDS }] },
    });
    session.subscription = sub.id;
    const invoice = this.newInvoice(account, sub, "paid", "subscription_create");
    await this.emit(account, "customer.subscription.created", sub);
    await this.emit(account, "invoice.paid", invoice);
    await this.emit(account, "checkout.session.completed", session);
  }

  async expireSession(sessionId: string): Promise<Json> {
    const session = this.state.get(sessionId);
    const account = this.state.ownerOf(sessionId);
    if (!session || !account) throw new StripeApiError(404, `No such checkout.session: '${sessionId}'`);
    if (session.status !== "open") throw new StripeApiError(400, "Only open sessions can be expired.");
    session.status = "expired";
    await this.emit(account, "checkout.session.expired", session);
    return session;
  }

  async failRenewal(subId: string): Promise<void> {
    const { sub, account } = this.subscription(subId);
    const previous = sub.status;
    sub.status = "past_due";
    const invoice = this.newInvoice(account, sub, "open", "subscription_cycle");
    await this.emit(account, "invoice.payment_failed", invoice);
    await this.emit(account, "customer.subscription.updated", sub, { status: previous });
  }

  async renew(subId: string): Promise<void> {
    const { sub, account } = this.subscription(subId);
    const previous = sub.status;
    const item = ((sub.items as Json).data as Json[])[0];
    const start = Math.max(nowSec(), Number(item.current_period_end));
    item.current_period_start = start;
    item.current_period_end = start + PERIOD_SECONDS;
    sub.status = "active";
    const invoice = this.newInvoice(account, sub, "paid", "subscription_cycle");
    await this.emit(account, "invoice.paid", invoice);
    await this.emit(account, "customer.subscription.updated", sub, { status: previous });
  }

  async cancelSubscription(subId: string, opts: { atPeriodEnd: boolean; undo?: boolean }): Promise<Json> {
    const { sub, account } = this.subscription(subId);
    if (sub.status === "canceled") return sub;
    if (opts.atPeriodEnd || opts.undo) {
      sub.cancel_at_period_end = !opts.undo;
      await this.emit(account, "customer.subscription.updated", sub, { cancel_at_period_end: Boolean(opts.undo) });
      return sub;
    }
    sub.status = "canceled";
    sub.canceled_at = nowSec();
    sub.ended_at = nowSec();
    await this.emit(account, "customer.subscription.deleted", sub);
    return sub;
  }

  /** POST /v1/refunds: a refund of a payment intent (all of it, or `amount`), at most what is left. */
  private refund(account: string, form: Record<string, FormValue>): Json {
    const piId = str(form.payment_intent);
    const pi = piId ? this.state.get(piId, account) : null;
    if (!pi || pi.object !== "payment_intent") throw new StripeApiError(400, `No such payment_intent: '${piId ?? ""}'`, "resource_missing");
    const left = Number(pi.amount) - Number(pi.amount_refunded ?? 0);
    const amount = str(form.amount) !== undefined ? Number(str(form.amount)) : left;
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) throw new StripeApiError(400, `Refund amount must be between 1 and ${left}.`, "amount_too_large");
    pi.amount_refunded = Number(pi.amount_refunded ?? 0) + amount;
    return this.state.put(account, { id: newId("re"), object: "refund", amount, currency: pi.currency, payment_intent: pi.id, reason: str(form.reason) ?? null, status: "succeeded", metadata: stringMap(form.metadata), created: nowSec() });
  }

  private subscription(subId: string): { sub: Json; account: string } {
    const sub = this.state.get(subId);
    const account = this.state.ownerOf(subId);
    if (!sub || !account || sub.object !== "subscription") throw new StripeApiError(404, `No such subscription: '${subId}'`, "resource_missing");
    return { sub, account };
  }

  private newInvoice(account: string, sub: Json, status: "paid" | "open", reason: string): Json {
    const item = ((sub.items as Json).data as Json[])[0];
    const amount = Number((item.price as FakePrice).unit_amount) * Number(item.quantity ?? 1);
    // A paid invoice was paid by a payment intent (API 2026: listed under invoice.payments), which refunds name.
    const payments: Json[] = [];
    if (status === "paid") {
      const pi = this.state.put(account, { id: newId("pi"), object: "payment_intent", amount, amount_refunded: 0, currency: "usd", status: "succeeded", customer: sub.customer, metadata: {}, created: nowSec() });
      payments.push({ id: newId("inpay"), object: "invoice_payment", amount_paid: amount, currency: "usd", is_default: true, status: "paid", payment: { type: "payment_intent", payment_intent: pi.id } });
    }
    const invoice = this.state.put(account, {
      id: newId("in"), object: "invoice", status, customer: sub.customer, currency: "usd", amount_due: amount, amount_paid: status === "paid" ? amount : 0,
      billing_reason: reason, created: nowSec(), livemode: false,
      parent: { type: "subscription_details", subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      payments: { object: "list", data: payments, has_more: false },
      period_start: item.current_period_start, period_end: item.current_period_end,
    });
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  // ---------- events and signed delivery ----------

  /** Creates the event (a snapshot of the object now) and delivers it to the account's endpoints. */
  async emit(account: string, type: string, object: Json, previous?: Json): Promise<Json> {
    const event: Json = {
      id: newId("evt"), object: "event", api_version: FAKE_API_VERSION, created: nowSec(), livemode: false, pending_webhooks: 1,
      request: { id: null, idempotency_key: null }, type, data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
    };
    this.state.put(account, event);
    this.events.push(event);
    const endpoints = this.state.account(account).endpoints.filter((e) => (e.enabled_events as string[]).some((t) => t === type || t === "*"));
    for (const endpoint of endpoints) await this.deliver(endpoint, event, 1);
    return event;
  }

  /** Stripe's scheme (kept on the class: tests sign their own payloads with it). */
  static sign(payload: string, secret: string, timestamp = nowSec()): string {
    return signStripePayload(payload, secret, timestamp);
  }

  private deliver(endpoint: Json, event: Json, attempt: number): Promise<void> {
    return deliverEvent(endpoint, event, attempt, { retries: this.options.deliveryRetries ?? 3, record: (d) => this.deliveries.push(d), log: this.options.log });
  }
}
