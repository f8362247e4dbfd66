import "server-only";
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { env } from "@/server/env";

/**
 * The one place the Stripe SDK is configured. With STRIPE_SECRET_KEY the SDK talks to Stripe
 * (or to STRIPE_API_HOST when set); without it, to the local Stripe-compatible fake on
 * 127.0.0.1:STRIPE_FAKE_PORT with a test key generated for this process. Everything else in the
 * billing module is the same code in both cases — only the API host differs.
 */
export const WEBHOOK_PATH = "/api/stripe/webhook";

/** The events our endpoint subscribes to (and the only ones the webhook handler acts on). */
export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "checkout.session.expired",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
] as const;
export type HandledEvent = (typeof HANDLED_EVENTS)[number];

interface LocalAccount { apiKey: string; webhookSecret?: Promise<string> }
const globalForStripe = globalThis as unknown as { cartwiseStripe?: Stripe; cartwiseStripeLocal?: LocalAccount };

export const usingLocalFake = (): boolean => !env.STRIPE_SECRET_KEY;

function localAccount(): LocalAccount {
  globalForStripe.cartwiseStripeLocal ??= { apiKey: `sk_test_local_${randomBytes(12).toString("hex")}` };
  return globalForStripe.cartwiseStripeLocal;
}

function apiLocation(): { host?: string; port?: number; protocol?: "http" | "https" } {
  if (usingLocalFake()) return { host: "127.0.0.1", port: env.STRIPE_FAKE_PORT, protocol: "http" };
  if (!env.STRIPE_API_HOST) return {};
  const [host, port] = env.STRIPE_API_HOST.split(":");
  const loopback = host === "127.0.0.1" || host === "localhost";
  return { host, port: port ? Number(port) : undefined, protocol: loopback ? "http" : "https" };
}

export function getStripe(): Stripe {
  if (!globalForStripe.cartwiseStripe) {
    const key = env.STRIPE_SECRET_KEY ?? localAccount().apiKey;
    globalForStripe.cartwiseStripe = new Stripe(key, { ...apiLocation(), maxNetworkRetries: 2, timeout: 15_000, telemetry: false });
  }
  return globalForStripe.cartwiseStripe;
}

export function webhookUrl(): string {
  return new URL(WEBHOOK_PATH, env.APP_URL).toString();
}

/**
 * The secret that signs our webhooks. Real Stripe: STRIPE_WEBHOOK_SECRET (from the dashboard).
 * Local fake: registered once per process through the same webhook_endpoints API Stripe offers,
 * which answers with the endpoint's signing secret — so several app instances can share one fake.
 */
export async function getWebhookSecret(): Promise<string | null> {
  if (!usingLocalFake()) return env.STRIPE_WEBHOOK_SECRET ?? null;
  const account = localAccount();
  account.webhookSecret ??= getStripe()
    .webhookEndpoints.create(
      { url: webhookUrl(), enabled_events: [...HANDLED_EVENTS], description: "Cartwise local demo" },
      { idempotencyKey: `webhook-endpoint:v1:${webhookUrl()}` },
    )
    .then((endpoint) => {
      if (!endpoint.secret) throw new Error("local Stripe fake returned no webhook secret");
      return endpoint.secret;
    })
    .catch((e) => {
      account.webhookSecret = undefined;
      throw e;
    });
  return account.webhookSecret;
}

/** Subscription-mode line item: the configured price id, else the same plan as inline price data. */
export function premiumLineItem(audience: "retailer" | "shopper", usdCents: number): Stripe.Checkout.SessionCreateParams.LineItem | null {
  const price = audience === "retailer" ? env.STRIPE_PRICE_RETAILER_PREMIUM : env.STRIPE_PRICE_SHOPPER_PREMIUM;
  if (price) return { price, quantity: 1 };
  if (audience === "shopper") return null;
  return {
    quantity: 1,
    price_data: { currency: "usd", unit_amount: usdCents, recurring: { interval: "month" }, product_data: { name: "Cartwise Retailer Premium" } },
  };
}

export const shopperPremiumAvailable = (): boolean => Boolean(env.STRIPE_PRICE_SHOPPER_PREMIUM);
