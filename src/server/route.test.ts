import { beforeEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { z } from "zod";
import { AppError } from "./errors";

// Only the session lookup and the limiter are replaced; the wrapper's own logic runs for real.
const session = vi.hoisted(() => ({ actor: null as null | { userId: string; role: "shopper" | "retailer" | "admin"; email: string; sessionId: string } }));
const limiter = vi.hoisted(() => ({ ok: true, retryAfterSeconds: 0 }));
vi.mock("./auth/session", () => ({
  getActor: async () => session.actor,
  assertActor: async (roles?: string[]) => {
    if (!session.actor) throw new AppError("UNAUTHENTICATED", "Authentication required");
    if (roles && !roles.includes(session.actor.role)) throw new AppError("FORBIDDEN", "You don't have permission to do that.");
    return session.actor;
  },
}));
vi.mock("./db", () => ({ getDb: async () => ({}) }));
vi.mock("./request", () => ({ getRequestContext: async () => ({ clientKey: "k", userAgent: null, path: null, origin: null }) }));
vi.mock("@/server/rate-limit", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/server/rate-limit")>()), consumeLimit: async () => ({ ...limiter, remaining: 0 }) }));

const { withRoute, readJson, isCrossSite } = await import("./route");

const req = (method: string, headers: Record<string, string> = {}, body?: string) =>
  new NextRequest("http://app.test/api/thing", { method, headers: { host: "app.test", ...headers }, body });

const ok = async () => new Response(null, { status: 204 });

describe("withRoute", () => {
  beforeEach(() => {
    session.actor = { userId: "u1", role: "shopper", email: "a@b.co", sessionId: "s" };
    limiter.ok = true;
  });

  it("refuses cross-site mutating requests with 403 before running the handler", async () => {
    const handler = vi.fn(ok);
    const route = withRoute({ auth: "user" }, handler);
    expect((await route(req("POST", { "sec-fetch-site": "cross-site" }))).status).toBe(403);
    expect((await route(req("POST", { origin: "https://evil.example" }))).status).toBe(403);
    expect((await route(req("DELETE", { "sec-fetch-site": "same-site" }))).status).toBe(403);
    expect(handler).not.toHaveBeenCalled();
    expect((await route(req("POST", { "sec-fetch-site": "same-origin" }))).status).toBe(204);
    expect((await route(req("POST", { origin: "http://app.test" }))).status).toBe(204);
  });

  it("lets safe methods through whatever the origin", async () => {
    const route = withRoute({ auth: "user" }, ok);
    expect((await route(req("GET", { "sec-fetch-site": "cross-site" }))).status).toBe(204);
  });

  it("maps authentication and roles to 401 and 403", async () => {
    const admin = withRoute({ auth: "admin" }, ok);
    const retailer = withRoute({ auth: "retailer" }, ok);
    expect((await admin(req("GET"))).status).toBe(403);
    expect((await retailer(req("GET"))).status).toBe(403);
    session.actor = { userId: "u2", role: "retailer", email: "r@b.co", sessionId: "s" };
    expect((await retailer(req("GET"))).status).toBe(204);
    expect((await admin(req("GET"))).status).toBe(403);
    session.actor = null;
    expect((await withRoute({ auth: "user" }, ok)(req("GET"))).status).toBe(401);
    expect((await withRoute({ auth: "public" }, ok)(req("GET"))).status).toBe(204);
  });

  it("answers a limited request with 429 and Retry-After", async () => {
    limiter.ok = false;
    limiter.retryAfterSeconds = 42;
    const res = await withRoute({ auth: "user", limit: "security_log" }, ok)(req("GET"));
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("42");
  });

  it("maps AppErrors to statuses and hides unknown errors behind a request id", async () => {
    const codes = [["NOT_FOUND", 404], ["FORBIDDEN", 403], ["UNAUTHENTICATED", 401], ["INVALID_INPUT", 400], ["CONFLICT", 409]] as const;
    for (const [code, status] of codes) {
      const res = await withRoute({ auth: "user" }, async () => { throw new AppError(code, "nope"); })(req("GET"));
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ error: { code, message: "nope" } });
    }
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await withRoute({ auth: "user" }, async () => { throw new Error("db password is hunter2"); })(req("GET"));
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(JSON.stringify(body)).not.toContain("hunter2");
    expect(body.error.requestId).toMatch(/^[a-z0-9]+$/);
    spy.mockRestore();
  });

  it("passes the route params through", async () => {
    const route = withRoute<"user", { id: string }>({ auth: "user" }, async (_req, { params, actor }) => Response.json({ id: params.id, user: actor.userId }));
    const res = await route(req("GET"), { params: Promise.resolve({ id: "x1" }) });
    expect(await res.json()).toEqual({ id: "x1", user: "u1" });
  });
});

describe("readJson", () => {
  const schema = z.object({ a: z.number() }).strict();
  it("parses a valid body and refuses bad JSON or extra keys with INVALID_INPUT", async () => {
    expect(await readJson(req("POST", {}, '{"a":1}'), schema)).toEqual({ a: 1 });
    await expect(readJson(req("POST", {}, "{"), schema)).rejects.toMatchObject({ code: "INVALID_INPUT" });
    await expect(readJson(req("POST", {}, '{"a":1,"role":"admin"}'), schema)).rejects.toMatchObject({ code: "INVALID_INPUT" });
  });
});

describe("isCrossSite", () => {
  it("treats requests without browser headers as same-site (no ambient cookies to abuse)", () => {
    expect(isCrossSite(req("POST"))).toBe(false);
    expect(isCrossSite(req("POST", { "sec-fetch-site": "none" }))).toBe(false);
    expect(isCrossSite(req("POST", { origin: "null" }))).toBe(true);
  });
});
