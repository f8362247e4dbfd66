import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import { logger } from "@/server/logger";
import { maskEmail, redactDetails } from "./mask";

export const SECURITY_EVENT_TYPES = [
  "auth_failure", "auth_success", "sign_out", "rate_limit_exceeded", "invalid_input_detected", "unauthorized_access_attempt", "suspicious_activity",
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];
/** The kinds a browser may report through POST /api/security/log (spec section 7). */
export const CLIENT_REPORTABLE: SecurityEventType[] = ["auth_failure", "rate_limit_exceeded", "invalid_input_detected", "suspicious_activity", "unauthorized_access_attempt"];

export interface SecurityEventInput {
  type: SecurityEventType;
  userId?: string | null;
  email?: string | null;
  userAgent?: string | null;
  path?: string | null;
  sessionId?: string | null;
  clientKey: string;
  source?: "server" | "client";
  details?: Record<string, unknown>;
}

const THROTTLE_PER_MINUTE = 10;
/** Stored events per signed-in user per minute, all types together: a script cannot fill the table. */
export const USER_EVENTS_PER_MINUTE = 20;

const NO_CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
const bounded = (s: string | null | undefined, max: number) => (s == null ? null : s.replace(NO_CONTROLS, " ").slice(0, max));

/**
 * Records an event unless this type from this client already logged 10 in the last minute, or
 * this user already has 20 events stored in the last minute. Never throws.
 */
export async function recordSecurityEvent(db: Db, e: SecurityEventInput): Promise<boolean> {
  try {
    const clientKey = bounded(e.clientKey, 100) ?? "unknown";
    const recent = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from security_events where event_type = ${e.type} and client_key = ${clientKey} and created_at > now() - interval '1 minute'`,
    );
    if (Number(recent.rows[0]?.n ?? 0) >= THROTTLE_PER_MINUTE) return false;
    if (e.userId) {
      const mine = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from security_events where user_id = ${e.userId} and created_at > now() - interval '1 minute'`,
      );
      if (Number(mine.rows[0]?.n ?? 0) >= USER_EVENTS_PER_MINUTE) return false;
    }
    await db.insert(tables.securityEvents).values({
      eventType: e.type,
      userId: e.userId ?? null,
      emailMasked: bounded(maskEmail(e.email), 20),
      userAgent: bounded(e.userAgent, 400),
      path: bounded(e.path, 400),
      sessionId: bounded(e.sessionId, 100),
      clientKey,
      source: e.source ?? "server",
      details: redactDetails(e.details),
    });
    return true;
  } catch (err) {
    logger.error({ type: e.type, err }, "security: could not record event");
    return false;
  }
}
