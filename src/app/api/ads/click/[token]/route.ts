import { NextResponse } from "next/server";
import { withRoute } from "@/server/route";
import { adClickRecorder } from "@/modules/analytics";
import { AD_CLICK_TARGETS, type AdClickTarget } from "@/modules/analytics/shared";
import { eventTargets } from "../../../analytics/event-targets";

const recordAdClick = adClickRecorder(eventTargets);

/**
 * A sponsored banner's link (decision 032): the only way a banner click counts. The signed token
 * was issued with the banner's impression; the server counts the click (or drops it, counted) and
 * redirects to the destination it reads from the banner row. Not cached, not indexed.
 */
export const GET = withRoute<"public", { token: string }>({ auth: "public" }, async (req, { actor, db, params }) => {
  const to = req.nextUrl.searchParams.get("to");
  const target: AdClickTarget = (AD_CLICK_TARGETS as readonly string[]).includes(to ?? "") ? (to as AdClickTarget) : "store";
  const outcome = await recordAdClick(db, actor, { token: params.token, target }, { userAgent: req.headers.get("user-agent") });
  const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
  if (!outcome.destination) return NextResponse.json({ error: { code: "NOT_FOUND", message: "Banner not found" } }, { status: 404, headers });
  // A relative Location for our own pages: the request's idea of its origin (behind a proxy, or
  // `localhost` for `127.0.0.1`) must not send the visitor to another host, where they are signed out.
  return new Response(null, { status: 303, headers: { ...headers, Location: outcome.destination } });
});
