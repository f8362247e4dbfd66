import { NextResponse } from "next/server";
import { withRoute, readJson } from "@/server/route";
import { beaconBodySchema } from "@/modules/analytics/shared";
import { beaconRecorder } from "@/modules/analytics";
import { eventTargets } from "../event-targets";

const recordBeaconEvents = beaconRecorder(eventTargets);

/**
 * Banner impressions and coupon views from the browser (navigator.sendBeacon or fetch keepalive),
 * each carrying the signed token the server issued with it (decision 032). Signed-in users only;
 * the user id comes from the session. Answers 202 once the events are queued: the write happens in
 * the next batched flush, off the request path. Clicks do not come here (GET /api/ads/click/…).
 */
export const POST = withRoute({ auth: "user" }, async (req, { actor, db }) => {
  const body = await readJson(req, beaconBodySchema);
  const accepted = await recordBeaconEvents(db, actor, body, { userAgent: req.headers.get("user-agent") });
  return NextResponse.json({ accepted }, { status: 202 });
});
