import { NextResponse } from "next/server";
import { readBodyCapped, withRoute } from "@/server/route";
import { receiveStripeWebhook } from "@/modules/billing";
import { couponFeeLedger } from "@/modules/coupons";

export const dynamic = "force-dynamic";

/**
 * Stripe (or the local fake) calls this; it is authenticated by the Stripe-Signature over the raw
 * body, not by a session. Our own failures throw → 500, so Stripe delivers the event again.
 * A paid coupon fee marks the coupon paid through the coupons module's ledger, inside billing's
 * event transaction (billing cannot import coupons: coupons imports billing for the fee).
 */
/** Stripe events are a few kB; 1 MB is generous. Larger bodies get 413 before any signature work. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export const POST = withRoute({ auth: "public" }, async (req, { db }) => {
  // Counted while it streams: a declared length over the cap is refused unread, a chunked body
  // is cut off the moment it passes the cap (never buffered whole).
  const raw = new TextDecoder().decode(await readBodyCapped(req, WEBHOOK_BODY_LIMIT));
  const outcome = await receiveStripeWebhook(db, raw, req.headers.get("stripe-signature"), couponFeeLedger);
  return NextResponse.json(outcome.body, { status: outcome.status });
});
