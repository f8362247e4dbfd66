import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/server/env";

/**
 * Signed impression tokens (decision 032). The server issues one with every banner or coupon it
 * renders for a signed-in viewer; the browser hands it back to report the impression (beacon) and
 * follows it to click (GET /api/ads/click/<token>). It binds the viewer, the ad or coupon, the
 * impression id and an expiry, under an HMAC keyed from AUTH_SECRET, so a client can neither
 * invent one nor use another viewer's.
 *
 * The impression id is derived from (viewer, target, 30-minute UTC window): every render in one
 * window carries the same id, and the unique (event_type, impression_id) index lets at most one
 * impression per viewer per ad per window, and one click per impression, be stored.
 */
export const IMPRESSION_WINDOW_MS = 30 * 60_000;
/** A token stays usable through the window after its own (a page left open for a while). */
export const TOKEN_LIFETIME_WINDOWS = 2;

export type TokenKind = "ad" | "coupon";
export interface ImpressionClaims { kind: TokenKind; viewerId: string; targetId: string; impressionId: string; expiresAt: number }

const KIND_CODE: Record<TokenKind, string> = { ad: "a", coupon: "c" };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let cachedKey: { secret: string; key: Buffer } | null = null;
function signingKey(): Buffer {
  // The first secret of a rotation list signs; a rotation simply invalidates open pages' tokens.
  const secret = (env.AUTH_SECRET ?? "").split(",")[0]?.trim() ?? "";
  if (secret.length < 32) throw new Error("AUTH_SECRET is required to sign analytics tokens");
  if (cachedKey?.secret !== secret) cachedKey = { secret, key: createHmac("sha256", secret).update("cartwise:analytics-token:v1").digest() };
  return cachedKey.key;
}

const mac = (data: string) => createHmac("sha256", signingKey()).update(data).digest();

function uuidFrom(bytes: Buffer): string {
  const b = Buffer.from(bytes.subarray(0, 16));
  b[6] = (b[6] & 0x0f) | 0x50; // version 5-like (name-based), RFC 4122 variant
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.toString("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export const impressionWindow = (nowMs: number) => Math.floor(nowMs / IMPRESSION_WINDOW_MS);

/** The one impression id of a viewer and an ad (or coupon) in the window containing `nowMs`. */
export function impressionIdFor(kind: TokenKind, viewerId: string, targetId: string, nowMs: number): string {
  return uuidFrom(mac(`impression|${KIND_CODE[kind]}|${viewerId}|${targetId}|${impressionWindow(nowMs)}`));
}

export function issueImpressionToken(kind: TokenKind, viewerId: string, targetId: string, now = new Date()): string {
  const ms = now.getTime();
  const impressionId = impressionIdFor(kind, viewerId, targetId, ms);
  const expiresAt = Math.floor(((impressionWindow(ms) + TOKEN_LIFETIME_WINDOWS) * IMPRESSION_WINDOW_MS) / 1000);
  const body = `${KIND_CODE[kind]}.${viewerId}.${targetId}.${impressionId}.${expiresAt.toString(36)}`;
  return `${Buffer.from(body).toString("base64url")}.${mac(`token|${body}`).subarray(0, 18).toString("base64url")}`;
}

export type TokenCheck =
  | { ok: true; reason?: undefined; claims: ImpressionClaims }
  | { ok: false; reason: "bad_token"; claims?: undefined }
  | { ok: false; reason: "expired"; claims: ImpressionClaims };

/** Verifies the signature first (nothing of an unsigned token is believed), then the expiry. */
export function verifyImpressionToken(token: string, now = new Date()): TokenCheck {
  if (typeof token !== "string" || token.length > 300) return { ok: false, reason: "bad_token" };
  const [encoded, signature, extra] = token.split(".");
  if (!encoded || !signature || extra !== undefined) return { ok: false, reason: "bad_token" };
  const body = Buffer.from(encoded, "base64url").toString("utf8");
  const expected = mac(`token|${body}`).subarray(0, 18);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "bad_token" };
  const [code, viewerId, targetId, impressionId, exp36] = body.split(".");
  const kind = code === "a" ? "ad" : code === "c" ? "coupon" : null;
  const expiresAt = parseInt(exp36 ?? "", 36);
  if (!kind || !UUID.test(viewerId ?? "") || !UUID.test(targetId ?? "") || !UUID.test(impressionId ?? "") || !Number.isFinite(expiresAt)) return { ok: false, reason: "bad_token" };
  const claims: ImpressionClaims = { kind, viewerId, targetId, impressionId, expiresAt };
  if (now.getTime() >= expiresAt * 1000) return { ok: false, reason: "expired", claims };
  return { ok: true, claims };
}
