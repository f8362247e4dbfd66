import { z } from "zod";
import { getRequestContext } from "@/server/request";
import { readJson, withRoute } from "@/server/route";
import { CLIENT_REPORTABLE, recordSecurityEvent } from "@/modules/security";
import { DETAILS_MAX_KEYS, DETAILS_KEY_MAX, DETAILS_VALUE_MAX } from "@/modules/security/shared";
import { safeText } from "@/lib/safe-text";

/** An event is a few hundred bytes; 8 KiB is generous and is checked before the body is read. */
const MAX_BODY_BYTES = 8 * 1024;

// The spec's local security event shape. The user agent and session id are taken from the
// request and the session, not from the body, so a client cannot attribute events to others.
const clientEventSchema = z
  .object({
    eventType: z.enum(CLIENT_REPORTABLE as [string, ...string[]]),
    timestamp: safeText("timestamp", { max: 40 }).optional(),
    url: safeText("url", { max: 400 }).optional(),
    referrer: safeText("referrer", { max: 400 }).optional(),
    userAgent: safeText("userAgent", { max: 400 }).optional(),
    sessionId: safeText("sessionId", { max: 100 }).optional(),
    details: z
      .record(safeText("details key", { max: DETAILS_KEY_MAX }), z.union([safeText("details value", { max: DETAILS_VALUE_MAX }), z.number().finite(), z.boolean(), z.null()]))
      .refine((d) => Object.keys(d).length <= DETAILS_MAX_KEYS, { error: `details may have at most ${DETAILS_MAX_KEYS} entries` })
      .optional(),
  })
  .strict();

/** POST /api/security/log: the browser reports the client-side kinds; signed-in sessions only. */
export const POST = withRoute({ auth: "user", mutating: true, limit: "security_log" }, async (req, { actor, db }) => {
  const body = await readJson(req, clientEventSchema, { maxBytes: MAX_BODY_BYTES });
  const ctx = await getRequestContext();
  await recordSecurityEvent(db, {
    type: body.eventType as (typeof CLIENT_REPORTABLE)[number],
    userId: actor.userId,
    email: actor.email,
    userAgent: ctx.userAgent,
    path: body.url ?? ctx.path,
    sessionId: actor.sessionId,
    clientKey: ctx.clientKey,
    source: "client",
    details: { ...body.details, ...(body.referrer ? { referrer: body.referrer } : {}), ...(body.timestamp ? { clientTimestamp: body.timestamp } : {}) },
  });
  return new Response(null, { status: 204 });
});
