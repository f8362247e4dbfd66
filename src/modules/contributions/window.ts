import "server-only";
import type { Db } from "@/server/db";
import { readPriceWindow } from "@/modules/price-ledger";
import { storeInCountrySql } from "@/modules/stores";
import { OUTLIER_WINDOW_DAYS, type WindowPrice } from "./engine";

/**
 * The outlier check's window: every price in `prices` for the product, at stores of the same
 * region (country) in the same currency, observed in the 180 days up to `until` — any source.
 * `excludePriceId` leaves a published price out of its own re-check.
 */
export async function readOutlierWindow(
  db: Db,
  q: { productId: string; countryCode: string; currency: string; until: Date; excludePriceId?: number | null },
): Promise<WindowPrice[]> {
  return readPriceWindow(db, {
    productId: q.productId,
    currency: q.currency,
    until: q.until,
    days: OUTLIER_WINDOW_DAYS,
    storeFilter: (storeId) => storeInCountrySql(storeId, q.countryCode),
    excludePriceId: q.excludePriceId,
  });
}
