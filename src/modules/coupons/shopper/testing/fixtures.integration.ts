import { randomUUID } from "node:crypto";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";

/** Test fixtures for the shopper coupon and banner tests (integration only). */
export async function createShopper(db: Db, label = "shopper"): Promise<Actor> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.test`;
  const [u] = await db.insert(tables.users).values({ email, passwordHash: "x", role: "shopper" }).returning({ id: tables.users.id });
  return { userId: u.id, role: "shopper", email, sessionId: "s" };
}

export async function createRetailer(db: Db, name: string, tier: "basic" | "premium" = "basic"): Promise<string> {
  const [u] = await db.insert(tables.users).values({ email: `r-${randomUUID().slice(0, 8)}@example.test`, passwordHash: "x", role: "retailer" }).returning({ id: tables.users.id });
  const [r] = await db.insert(tables.retailers).values({ userId: u.id, name, address: "1 Test Street, Testville", subscriptionTier: tier }).returning({ id: tables.retailers.id });
  return r.id;
}

export const isoDay = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export async function createCoupon(
  db: Db,
  retailerId: string,
  values: Partial<typeof tables.coupons.$inferInsert> & { title: string },
): Promise<string> {
  const [c] = await db
    .insert(tables.coupons)
    .values({ retailerId, discountValue: "10%", expiryDate: isoDay(new Date(), 30), feeStatus: "paid", ...values })
    .returning({ id: tables.coupons.id });
  return c.id;
}
