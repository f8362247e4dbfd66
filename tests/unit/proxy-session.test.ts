import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import proxy from "../../src/proxy";
import { encodeSync, decodeSync } from "../../src/server/auth/jwe";
import { SESSION_COOKIE } from "../../src/server/auth/session-cookie";
import { JWT_UPDATE_AGE, SESSION_LIFETIMES } from "../../src/server/auth/lifetimes";

const SECRET = "proxy-unit-secret-proxy-unit-secret-0123";
let saved: string | undefined;
beforeAll(() => {
  saved = process.env.AUTH_SECRET;
  process.env.AUTH_SECRET = SECRET;
});
afterAll(() => {
  process.env.AUTH_SECRET = saved;
});

const now = () => Math.floor(Date.now() / 1000);
function cookieFor(claims: Record<string, unknown>, secret = SECRET): string {
  return `${SESSION_COOKIE}=${encodeSync({ token: { sub: "7d1c3f9a-0000-4000-8000-000000000001", sv: 0, sid: "s", ...claims }, secret, salt: SESSION_COOKIE, maxAge: 3600 })}`;
}
const get = (path: string, cookie?: string) => proxy(new NextRequest(`http://127.0.0.1:3000${path}`, { headers: cookie ? { cookie } : {} }));
const renewed = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));

describe("proxy: the session cookie without Auth.js's pipeline (decision 024)", () => {
  it("sends a visitor without a valid session to sign-in, carrying where they were going", async () => {
    for (const cookie of [undefined, cookieFor({ role: "shopper", authTime: now(), lastSeen: now() }, "another-secret-another-secret-012345")]) {
      const res = await get("/lists?x=1", cookie);
      expect(res.status).toBe(307);
      expect(new URL(res.headers.get("location")!).pathname).toBe("/login");
      expect(new URL(res.headers.get("location")!).searchParams.get("from")).toBe("/lists?x=1");
    }
    expect((await get("/lists", undefined)).headers.getSetCookie()).toEqual([]); // no CSRF or callback-url cookies
  });

  it("lets a live session through and leaves a fresh cookie alone", async () => {
    const res = await get("/lists", cookieFor({ role: "shopper", authTime: now() - 60, lastSeen: now() - 60 }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("nonce-");
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("rolls lastSeen forward once it is older than JWT_UPDATE_AGE, keeping every other claim", async () => {
    const res = await get("/faq", cookieFor({ role: "shopper", authTime: now() - 3 * 86400, lastSeen: now() - JWT_UPDATE_AGE - 5 }));
    const set = renewed(res)!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=lax/i);
    const claims = decodeSync({ token: set.split(";")[0].split("=")[1], secret: SECRET, salt: SESSION_COOKIE })!;
    expect(Number(claims.lastSeen)).toBeGreaterThanOrEqual(now() - 2);
    expect(claims).toMatchObject({ role: "shopper", sid: "s", sv: 0, authTime: now() - 3 * 86400 });
  });

  it("never revives a session past its idle or absolute lifetime", async () => {
    const idle = SESSION_LIFETIMES.admin.idle;
    const stale = await get("/admin", cookieFor({ role: "admin", authTime: now() - idle - 100, lastSeen: now() - idle - 10 }));
    expect(stale.status).toBe(307);
    expect(renewed(stale)).toBeUndefined();
    const old = await get("/lists", cookieFor({ role: "shopper", authTime: now() - SESSION_LIFETIMES.shopper.absolute - 10, lastSeen: now() - 3600 }));
    expect(old.status).toBe(307);
    expect(renewed(old)).toBeUndefined();
  });
});
