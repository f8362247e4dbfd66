import "server-only";
import { eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { getStripe } from "./stripe-client";

/** Our user's Stripe customer id (never leaves the billing module), created once. */
export async function findCustomerId(db: Db, who: Pick<Actor, "userId">): Promise<string | null> {
  const c = tables.billingCustomers;
  const [row] = await db.select({ id: c.stripeCustomerId }).from(c).where(eq(c.userId, who.userId)).limit(1);
  return row?.id ?? null;
}

export async function ensureCustomerId(db: Db, actor: Actor): Promise<string> {
  const existing = await findCustomerId(db, actor);
  if (existing) return existing;
  // The idempotency key makes concurrent first checkouts share one customer.
  const customer = await getStripe().customers.create(
    { email: actor.email || undefined, metadata: { userId: actor.userId } },
    { idempotencyKey: `customer:v1:${actor.userId}` },
  );
  await db.insert(tables.billingCustomers).values({ userId: actor.userId, stripeCustomerId: customer.id }).onConflictDoNothing();
  return (await findCustomerId(db, actor)) ?? customer.id;
}
