import { NextResponse } from "next/server";
import { readJson, withRoute } from "@/server/route";
import { getGeocoder, findStoresForUser } from "@/modules/stores";
import { findStoresBodySchema } from "@/modules/stores/shared";
import { countAvailableCouponsByRetailer } from "@/modules/coupons";

/**
 * POST /api/find-stores — body { maxDistance, latitude, longitude } or { maxDistance, address } or
 * { maxDistance } alone (the server then falls back to the caller's saved profile location).
 * Answers in the spec's shape; "no location" and "place not found" are success:false, not HTTP errors.
 * Each store's coupon count comes from the coupons module (composed here: coupons imports stores).
 */
export const POST = withRoute({ auth: "user", mutating: true, limit: "find_stores" }, async (req, { actor, db }) => {
  const body = await readJson(req, findStoresBodySchema);
  const result = await findStoresForUser(db, actor, body, {
    geocoder: getGeocoder(),
    couponCounts: (retailerIds, today) => countAvailableCouponsByRetailer(db, retailerIds, today),
  });
  return NextResponse.json(result, { headers: { "Cache-Control": "private, no-store" } });
});
