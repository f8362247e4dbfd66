import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import { recordReceiptPrice } from "@/modules/price-ledger";

/** Writes one observation to `prices` (source "receipt") through the ledger; the current-prices trigger decides whether it is current. */
export async function publishObservation(tx: Db, observationId: string): Promise<number> {
  const o = tables.priceObservations;
  const [obs] = await tx
    .select({ productId: o.productId, storeId: o.storeId, amountCents: o.amountCents, currency: o.currency, onSpecial: o.onSpecial, observedAt: o.observedAt })
    .from(o)
    .where(eq(o.id, observationId))
    .limit(1);
  if (!obs) throw new Error(`publishObservation: no observation ${observationId}`);
  const priceId = await recordReceiptPrice(tx, obs);
  await tx.update(o).set({ priceId }).where(eq(o.id, observationId));
  return priceId;
}
