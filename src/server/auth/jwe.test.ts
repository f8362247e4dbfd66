import { describe, expect, it } from "vitest";
import { encode as authEncode, decode as authDecode } from "@auth/core/jwt";
import { decodeSync, encodeSync } from "./jwe";

const secret = "unit-secret-unit-secret-unit-secret-0123";
const salt = "authjs.session-token";
const claims = { sub: "7d1c3f9a-0000-4000-8000-000000000001", role: "shopper", sv: 3, sid: "s-1", authTime: 1_700_000_000, lastSeen: 1_700_000_100 };

describe("session cookie encryption (Auth.js's JWE format, done synchronously)", () => {
  it("reads a cookie Auth.js wrote, and Auth.js reads ours", async () => {
    const theirs = await authEncode({ token: claims, secret, salt, maxAge: 3600 });
    expect(decodeSync({ token: theirs, secret, salt })).toMatchObject(claims);
    const ours = encodeSync({ token: claims, secret, salt, maxAge: 3600 });
    expect(await authDecode({ token: ours, secret, salt })).toMatchObject({ ...claims, exp: expect.any(Number), iat: expect.any(Number), jti: expect.any(String) });
  });

  it("refuses a forged, truncated, re-salted or foreign-secret token", () => {
    const ours = encodeSync({ token: claims, secret, salt, maxAge: 3600 });
    const parts = ours.split(".");
    const flipped = Buffer.from(parts[3], "base64url");
    flipped[0] ^= 1;
    expect(decodeSync({ token: [parts[0], "", parts[2], flipped.toString("base64url"), parts[4]].join("."), secret, salt })).toBeNull();
    expect(decodeSync({ token: parts.slice(0, 4).join("."), secret, salt })).toBeNull();
    expect(decodeSync({ token: ours, secret, salt: "__Secure-authjs.session-token" })).toBeNull();
    expect(decodeSync({ token: ours, secret: "another-secret-another-secret-0123456", salt })).toBeNull();
    expect(decodeSync({ token: "not.a.jwe", secret, salt })).toBeNull();
    expect(decodeSync({ token: undefined, secret, salt })).toBeNull();
  });

  it("refuses an expired token (15 s clock tolerance, as Auth.js)", () => {
    const now = 1_800_000_000;
    const token = encodeSync({ token: claims, secret, salt, maxAge: 60 }, now);
    expect(decodeSync({ token, secret, salt }, now + 60 + 15)).not.toBeNull();
    expect(decodeSync({ token, secret, salt }, now + 60 + 16)).toBeNull();
  });

  it("accepts the old secret during a rotation (secret list)", () => {
    const token = encodeSync({ token: claims, secret: "old-secret-old-secret-old-secret-01234", salt, maxAge: 60 });
    expect(decodeSync({ token, secret: [secret, "old-secret-old-secret-old-secret-01234"], salt })).toMatchObject(claims);
  });
});
