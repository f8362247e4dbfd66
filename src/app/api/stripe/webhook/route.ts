import { NextResponse } from "next/server";
import { withRoute } from "@/server/route";
import { receiveStripeWebhook } from "@/modules/billing";

export const dynamic = "force-dynamic";

/**
 * Stripe (or the local fake) calls this; it is authenticated by the Stripe-Signature over the raw
 * body, not by a session. Our own failures throw → 500, so Stripe delivers the event again.
 */
export const POST = withRoute({ auth: "public" }, async (req, { db }) => {
  const raw = await req.text();
  const outcome = await receiveStripeWebhook(db, raw, req.headers.get("stripe-signature"));
  return NextResponse.json(outcome.body, { status: outcome.status });
});
