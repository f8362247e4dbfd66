import "server-only";
import { getDb } from "@/server/db";
import { getRequestContext } from "@/server/request";
import { recordSecurityEvent, type SecurityEventType } from "@/modules/security";

/**
 * Records a security event for the current request (user agent, path, client key come from the
 * request; the e-mail is masked by the events module). Never throws, never sees a password.
 */
export async function logAuthEvent(
  type: SecurityEventType,
  extra: { email?: string | null; userId?: string | null; sessionId?: string | null; details?: Record<string, unknown> } = {},
): Promise<void> {
  const ctx = await getRequestContext().catch(() => null);
  await recordSecurityEvent(await getDb(), {
    type,
    email: extra.email ?? null,
    userId: extra.userId ?? null,
    sessionId: extra.sessionId ?? null,
    details: extra.details,
    userAgent: ctx?.userAgent ?? null,
    path: ctx?.path ?? null,
    clientKey: ctx?.clientKey ?? "unknown",
  });
}
