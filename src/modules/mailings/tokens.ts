import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/server/env";
import { MAIL_CATEGORIES, type MailCategory } from "./kinds";

/**
 * Unsubscribe tokens: who (an account id, or an address without an account) and which kind of
 * e-mail, under an HMAC keyed from AUTH_SECRET. Nothing guessable: without the secret nobody can
 * switch off someone else's e-mails. They do not expire (RFC 8058 links must keep working).
 */
export type UnsubscribeSubject = { userId: string } | { email: string };
export interface UnsubscribeClaims { category: MailCategory; subject: UnsubscribeSubject }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function key(): Buffer {
  const secret = (env.AUTH_SECRET ?? "").split(",")[0]?.trim() ?? "";
  if (secret.length < 32) throw new Error("AUTH_SECRET is required to sign unsubscribe links");
  return createHmac("sha256", secret).update("cartwise:unsubscribe:v1").digest();
}

const mac = (payload: string) => createHmac("sha256", key()).update(payload).digest();

export function signUnsubscribeToken(claims: UnsubscribeClaims): string {
  const who = "userId" in claims.subject ? `u:${claims.subject.userId}` : `e:${claims.subject.email.toLowerCase()}`;
  const payload = `${claims.category}|${who}`;
  return `${Buffer.from(payload).toString("base64url")}.${mac(payload).toString("base64url")}`;
}

export function verifyUnsubscribeToken(token: string | null | undefined): UnsubscribeClaims | null {
  if (!token || token.length > 800) return null;
  const [body, sig, extra] = token.split(".");
  if (!body || !sig || extra !== undefined) return null;
  const payload = Buffer.from(body, "base64url").toString("utf8");
  const given = Buffer.from(sig, "base64url");
  const expected = mac(payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const m = /^([a-z_]+)\|([ue]):(.+)$/.exec(payload);
  if (!m || !(m[1] in MAIL_CATEGORIES)) return null;
  const category = m[1] as MailCategory;
  if (m[2] === "u") return UUID.test(m[3]) ? { category, subject: { userId: m[3] } } : null;
  return m[3].includes("@") ? { category, subject: { email: m[3] } } : null;
}

/** What a token unsubscribes from (its kind's label), or null when the token is not ours. */
export function describeUnsubscribeToken(token: string | null | undefined): { label: string } | null {
  const claims = verifyUnsubscribeToken(token);
  return claims ? { label: MAIL_CATEGORIES[claims.category].label } : null;
}
