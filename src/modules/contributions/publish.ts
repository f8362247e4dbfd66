import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";

/** Writes one observation to `prices` (source "receipt"); the current-prices trigger decides whether it is current. */
export async function publishObservation(tx: Db, observationId: string): Promise<number> {
  const res = await tx.execute<{ id: number }>(sql`
    insert into prices (product_id, store_id, amount_cents, currency, on_special, observed_at, source)
    select o.product_id, o.store_id, o.amount_cents, o.currency, o.on_special, o.observed_at, 'receipt'
    from price_observations o where o.id = ${observationId}::uuid
    returning id`);
  const priceId = Number(res.rows[0]!.id);
  await tx.update(tables.priceObservations).set({ priceId }).where(eq(tables.priceObservations.id, observationId));
  return priceId;
}
