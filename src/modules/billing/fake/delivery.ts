import { createHmac } from "node:crypto";
import { nowSec, type Json } from "./state";

/** One webhook delivery attempt, as the fake records it (tests read them). */
export interface Delivery { eventId: string; type: string; url: string; status: number | null; attempt: number }

/** Stripe's scheme: `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<payload>")>`. */
export function signStripePayload(payload: string, secret: string, timestamp = nowSec()): string {
  return `t=${timestamp},v1=${createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex")}`;
}

/**
 * Posts a signed event to one endpoint, records the attempt, and retries a failure (no answer or a
 * non-2xx status) with exponential back-off up to `retries` times, as Stripe does.
 */
export async function deliverEvent(endpoint: Json, event: Json, attempt: number, opts: { retries: number; record: (d: Delivery) => void; log?: (line: string) => void }): Promise<void> {
  const payload = JSON.stringify(event, null, 2);
  let status: number | null = null;
  try {
    const res = await fetch(String(endpoint.url), {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signStripePayload(payload, String(endpoint.secret)), "user-agent": "Stripe/1.0 (local fake for Cartwise)" },
      body: payload,
      signal: AbortSignal.timeout(15_000),
    });
    status = res.status;
    await res.arrayBuffer().catch(() => undefined);
  } catch {
    status = null;
  }
  opts.record({ eventId: String(event.id), type: String(event.type), url: String(endpoint.url), status, attempt });
  if ((status === null || status >= 300) && attempt <= opts.retries) {
    opts.log?.(`[stripe-fake] delivery of ${String(event.type)} to ${String(endpoint.url)} failed (${status ?? "no answer"}); retry ${attempt}/${opts.retries}`);
    setTimeout(() => void deliverEvent(endpoint, event, attempt + 1, opts), 500 * 2 ** attempt).unref();
  }
}
