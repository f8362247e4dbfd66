import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { tables, type Db } from "@/server/db";
import { findRetailerOwnedBy, setRetailerPremium } from "@/modules/retailers";
import { PREMIUM_STATUSES, type Tier } from "./plans";

/** Any transaction or the db itself. */
type Tx = Db;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

declare const verifiedOwner: unique symbol;

/** A subscription's owner as resolveOwner verified it (the brand: no other code can make one from a bare id). */
export interface SubscriptionOwner { userId: string; retailerId: string | null; tier: Tier; readonly [verifiedOwner]: true }

/** A verified owner that is a retailer: what the one-subscription-per-retailer rule acts on. */
export type RetailerSubscriptionOwner = SubscriptionOwner & { retailerId: string };

export const customerIdOf = (c: string | { id: string } | null | undefined): string | null => (typeof c === "string" ? c : (c?.id ?? null));

/** The current period end (API 2026: per subscription item; the latest of them). */
export function periodEndOf(sub: Stripe.Subscription): Date | null {
  const ends = sub.items.data.map((i) => i.current_period_end).filter((n): n is number => typeof n === "number" && n > 0);
  return ends.length ? new Date(Math.max(...ends) * 1000) : null;
}

/**
 * Whose subscription this is, from the metadata we set at checkout — believed only if the Stripe
 * customer is the one we created for that user and the retailer belongs to that user.
 */
export async function resolveOwner(tx: Tx, sub: Stripe.Subscription): Promise<SubscriptionOwner | null> {
  const meta = sub.metadata ?? {};
  const userId = meta.userId ?? "";
  if (!UUID.test(userId)) return null;
  const c = tables.billingCustomers;
  const [customer] = await tx.select({ id: c.stripeCustomerId }).from(c).where(eq(c.userId, userId)).limit(1);
  if (!customer || customer.id !== customerIdOf(sub.customer)) return null;
  let retailerId: string | null = null;
  if (meta.audience === "retailer") {
    if (!UUID.test(meta.retailerId ?? "")) return null;
    const retailer = await findRetailerOwnedBy(tx, { id: meta.retailerId }, { userId });
    if (!retailer) return null;
    retailerId = retailer.id;
  }
  return { userId, retailerId, tier: "premium" } as SubscriptionOwner;
}

/**
 * Writes the subscription's current state (as just read from Stripe, never as an event told it)
 * and recomputes the retailer's tier: premium while any of its subscriptions is active or
 * trialing, basic otherwise (a failed payment leaves it past_due/unpaid → basic). The demo
 * account is never touched.
 */
export async function applySubscriptionState(tx: Tx, sub: Stripe.Subscription, owner: SubscriptionOwner): Promise<void> {
  const s = tables.subscriptions;
  const values = {
    status: sub.status,
    tier: owner.tier,
    currentPeriodEnd: periodEndOf(sub),
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
    endedAt: sub.ended_at ? new Date(sub.ended_at * 1000) : null,
    stripeCustomerId: customerIdOf(sub.customer),
    updatedAt: new Date(),
  };
  await tx
    .insert(s)
    .values({ userId: owner.userId, retailerId: owner.retailerId, stripeSubscriptionId: sub.id, ...values })
    .onConflictDoUpdate({ target: s.stripeSubscriptionId, set: values });
  if (owner.retailerId) await recomputeRetailerTier(tx, { ...owner, retailerId: owner.retailerId });
}

export async function recomputeRetailerTier(tx: Tx, owner: RetailerSubscriptionOwner): Promise<void> {
  const { retailerId } = owner;
  const s = tables.subscriptions;
  const [active] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(s)
    .where(and(eq(s.retailerId, retailerId), inArray(s.status, [...PREMIUM_STATUSES])));
  await setRetailerPremium(tx, { id: retailerId }, Number(active?.n ?? 0) > 0);
}
