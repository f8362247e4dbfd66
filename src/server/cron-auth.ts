import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

/**
 * `Authorization: Bearer <CRON_SECRET>`, compared in constant time: both sides are hashed to 32
 * bytes first, so neither the secret's length nor a matching prefix shows in the timing. No
 * secret configured → nothing is authorised.
 */
export function isCronAuthorized(authorization: string | null, secret: string | undefined): boolean {
  if (!secret) return false;
  const match = /^Bearer (.+)$/.exec(authorization ?? "");
  const given = createHash("sha256").update(match?.[1] ?? "").digest();
  const expected = createHash("sha256").update(secret).digest();
  // Always compare (even without a bearer) so a missing header costs the same as a wrong one.
  return timingSafeEqual(given, expected) && match !== null;
}
