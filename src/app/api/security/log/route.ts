import { z } from "zod";
import { getDb } from "@/server/db";
import { getRequestContext } from "@/server/request";
import { readJson, withRoute } from "@/server/route";
import { CLIENT_REPORTABLE, recordSecurityEvent } from "@/modules/security/events";

// The spec's local security event shape. The user agent and session id are taken from the
// request and the session, not from the body, so a client cannot attribute events to others.
const clientEventSchema = z
  .object({
    eventType: z.enum(CLIENT_REPORTABLE as [string, ...string[]]),
    timestamp: z.string().max(40).optional(),
    url: z.string().max(400).optional(),
    referrer: z.string().max(400).optional(),
    userAgent: z.string().max(400).optional(),
    sessionId: z.string().max(100).optional(),
    details: z.record(z.string().max(40), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).optional(),
  })
  .strict();

/** POST /api/security/log: the browser reports the client-side kinds; signed-in sessions only. */
export const POST = withRoute({ auth: "user", mutating: true, limit: "security_log" }, async (req, { actor }) => {
  const body = await readJson(req, clientEventSchema);
  const ctx = await getRequestContext();
  await recordSecurityEvent(await getDb(), {
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
