import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";

/**
 * The session cookie's encryption, in Auth.js's own format (compact JWE, `dir` + A256CBC-HS512,
 * the key derived by HKDF-SHA256 from the secret with the cookie name as salt, `kid` the key's
 * RFC 7638 thumbprint) so cookies written by either side read on the other. Done synchronously
 * with node:crypto and with the derived keys cached: Auth.js re-derives the key and goes through
 * WebCrypto's job queue for every read and write, which profiling showed as ~12% of a page's CPU
 * (decision 024). Used by Auth.js (authConfig.jwt), the proxy and getActor.
 */

export const ENC = "A256CBC-HS512";
const CLOCK_TOLERANCE_SEC = 15;

interface DerivedKey { macKey: Buffer; encKey: Buffer; kid: string; header: string }
const keys = new Map<string, DerivedKey>();

const b64u = (b: Buffer | string) => Buffer.from(b).toString("base64url");

function derive(secret: string, salt: string): DerivedKey {
  const cacheKey = `${salt}\u0000${secret}`;
  let key = keys.get(cacheKey);
  if (!key) {
    const raw = Buffer.from(hkdfSync("sha256", secret, salt, `Auth.js Generated Encryption Key (${salt})`, 64));
    // RFC 7638: the thumbprint hashes the required members in lexicographic order, no spaces.
    const kid = createHash("sha512").update(`{"k":"${b64u(raw)}","kty":"oct"}`).digest("base64url");
    key = { macKey: raw.subarray(0, 32), encKey: raw.subarray(32), kid, header: b64u(JSON.stringify({ alg: "dir", enc: ENC, kid })) };
    keys.set(cacheKey, key);
  }
  return key;
}

/** RFC 7518 §5.2.2.1: the tag is the first half of HMAC-SHA-512 over AAD ‖ IV ‖ ciphertext ‖ AAD length in bits. */
function tagOf(macKey: Buffer, aad: string, iv: Buffer, ciphertext: Buffer): Buffer {
  const al = Buffer.alloc(8);
  al.writeBigUInt64BE(BigInt(Buffer.byteLength(aad) * 8));
  return createHmac("sha512", macKey).update(aad).update(iv).update(ciphertext).update(al).digest().subarray(0, 32);
}

export interface EncodeParams { token?: Record<string, unknown>; secret: string | string[]; salt: string; maxAge?: number }
export interface DecodeParams { token?: string; secret: string | string[]; salt: string }

export function encodeSync({ token = {}, secret, salt, maxAge = 30 * 24 * 3600 }: EncodeParams, nowSec = Math.floor(Date.now() / 1000)): string {
  const key = derive(Array.isArray(secret) ? secret[0] : secret, salt);
  const payload = { ...token, iat: nowSec, exp: nowSec + maxAge, jti: randomUUID() };
  const iv = randomBytes(16);
  const cipher = createCipheriv("aes-256-cbc", key.encKey, iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
  return `${key.header}..${b64u(iv)}.${b64u(ciphertext)}.${b64u(tagOf(key.macKey, key.header, iv, ciphertext))}`;
}

/** The token's claims, or null when it is malformed, forged, for another cookie, or expired. */
export function decodeSync({ token, secret, salt }: DecodeParams, nowSec = Math.floor(Date.now() / 1000)): Record<string, unknown> | null {
  if (!token) return null;
  const parts = token.split(".");
  if (parts.length !== 5 || parts[1] !== "") return null;
  const [aad, , ivPart, ctPart, tagPart] = parts;
  let header: { alg?: string; enc?: string; kid?: string };
  try {
    header = JSON.parse(Buffer.from(aad, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (header.alg !== "dir" || header.enc !== ENC) return null;
  const iv = Buffer.from(ivPart, "base64url");
  const ciphertext = Buffer.from(ctPart, "base64url");
  const tag = Buffer.from(tagPart, "base64url");
  if (iv.length !== 16 || tag.length !== 32) return null;
  for (const s of Array.isArray(secret) ? secret : [secret]) {
    const key = derive(s, salt);
    if (header.kid !== undefined && header.kid !== key.kid) continue;
    if (!timingSafeEqual(tag, tagOf(key.macKey, aad, iv, ciphertext))) continue;
    try {
      const decipher = createDecipheriv("aes-256-cbc", key.encKey, iv);
      const claims = JSON.parse(Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8")) as Record<string, unknown>;
      if (typeof claims.exp === "number" && claims.exp + CLOCK_TOLERANCE_SEC < nowSec) return null;
      return claims;
    } catch {
      return null;
    }
  }
  return null;
}

/** Auth.js's `jwt: { encode, decode }` hooks. */
export const authJwt = {
  encode: async (params: EncodeParams) => encodeSync(params),
  decode: async (params: DecodeParams) => decodeSync(params),
};
