import { decodeSync, encodeSync } from "./jwe";
import { JWT_MAX_AGE } from "./lifetimes";

/**
 * Auth.js's session cookie, read without Auth.js's request pipeline (CSRF cookie, callback-url
 * cookie, a re-encrypted cookie per call): the proxy and getActor only need the claims. The names
 * and the salt are Auth.js's, so sign-in and sign-out stay Auth.js's job.
 */
export const SESSION_COOKIE = "authjs.session-token";
export const SECURE_SESSION_COOKIE = "__Secure-authjs.session-token";

export interface SessionCookie { name: string; claims: Record<string, unknown> }

export function sessionSecret(): string | string[] | undefined {
  const secret = process.env.AUTH_SECRET;
  if (!secret) return undefined;
  return secret.includes(",") ? secret.split(",").map((s) => s.trim()) : secret;
}

/** The raw value, joining Auth.js's chunks (`name.0`, `name.1`, …) when a large token was split. */
function rawValue(get: (name: string) => string | undefined, name: string): string | undefined {
  const whole = get(name);
  if (whole) return whole;
  let joined = "";
  for (let i = 0; ; i++) {
    const part = get(`${name}.${i}`);
    if (!part) break;
    joined += part;
  }
  return joined || undefined;
}

/** The decrypted session claims, or null without a valid, unexpired cookie. */
export function readSessionCookie(get: (name: string) => string | undefined, secret = sessionSecret(), nowSec?: number): SessionCookie | null {
  if (!secret) return null;
  for (const name of [SECURE_SESSION_COOKIE, SESSION_COOKIE]) {
    const raw = rawValue(get, name);
    if (!raw) continue;
    const claims = decodeSync({ token: raw, secret, salt: name }, nowSec);
    if (claims) return { name, claims };
  }
  return null;
}

/** A re-issued cookie value with lastSeen moved to now and a new expiry (rolling idle lifetime). */
export function renewSessionCookie(cookie: SessionCookie, nowSec: number, secret = sessionSecret()): { value: string; maxAge: number } | null {
  if (!secret) return null;
  // iat, exp and jti are the encoder's to set afresh.
  const claims = Object.fromEntries(Object.entries(cookie.claims).filter(([k]) => k !== "iat" && k !== "exp" && k !== "jti"));
  return { value: encodeSync({ token: { ...claims, lastSeen: nowSec }, secret, salt: cookie.name, maxAge: JWT_MAX_AGE }, nowSec), maxAge: JWT_MAX_AGE };
}
