import { NextResponse } from "next/server";
import { env } from "@/server/env";
import { withRoute } from "@/server/route";

/**
 * GET /api/google-maps-key → { apiKey } for signed-in users. The browser needs the key to load
 * Maps JS (restrict it by HTTP referrer in Google's console). 404 { apiKey: null } when unset,
 * and the map falls back to the built-in one.
 */
export const GET = withRoute({ auth: "user" }, async () => {
  const apiKey = env.GOOGLE_MAPS_API_KEY ?? null;
  return NextResponse.json({ apiKey }, { status: apiKey ? 200 : 404, headers: { "Cache-Control": "private, no-store" } });
});
