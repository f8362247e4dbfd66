import { NextResponse } from "next/server";
import { withRoute, readJson } from "@/server/route";
import { beaconBodySchema, recordBeaconEvents } from "@/modules/analytics";

/**
 * Banner impressions/clicks and coupon views from the browser (navigator.sendBeacon or fetch
 * keepalive). Signed-in users only; the user id comes from the session. Answers 202 once the
 * events are queued: the write happens in the next batched flush, off the request path.
 */
export const POST = withRoute({ auth: "user" }, async (req, { actor, db }) => {
  const body = await readJson(req, beaconBodySchema);
  const accepted = await recordBeaconEvents(db, actor, body);
  return NextResponse.json({ accepted }, { status: 202 });
});
