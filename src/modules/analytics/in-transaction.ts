import "server-only";
import { tables, type Db } from "@/server/db";

/** One counted event written with the change it describes (its own module's transaction). */
export interface TransactionalEvent {
  eventType: string;
  userId: string;
  retailerId?: string | null;
  couponId?: string | null;
  metadata?: Record<string, unknown>;
  createdAt?: Date;
}

/**
 * The analytics module owns analytics_events: other modules whose events must commit or roll back
 * with their own change (a coupon redemption, a list deletion) write them through here, inside
 * their transaction. Events that may be lost (impressions, clicks) go through the buffered recorder.
 */
export async function insertEventsInTransaction(tx: Pick<Db, "insert">, events: readonly TransactionalEvent[]): Promise<void> {
  if (!events.length) return;
  await tx.insert(tables.analyticsEvents).values(events.map((e) => ({ eventType: e.eventType, userId: e.userId, retailerId: e.retailerId ?? null, couponId: e.couponId ?? null, metadata: e.metadata ?? null, ...(e.createdAt ? { createdAt: e.createdAt } : {}) })));
}
