import { Writable } from "node:stream";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { z } from "zod";

// The entry points' own code runs for real; only the session, the database handle and the
// logger's destination are replaced (the logger itself is the real one, writing JSON to `lines`).
const lines = vi.hoisted(() => [] as string[]);
vi.mock("./logger", async (importOriginal) => {
  const real = await importOriginal<typeof import("./logger")>();
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { ...real, logger: real.createLogger(stream, "debug", "json") };
});
vi.mock("./auth/session", () => ({
  getActor: async () => ({ userId: "u1", role: "shopper", email: "a@b.co", sessionId: "s" }),
  assertActor: async () => ({ userId: "u1", role: "shopper", email: "a@b.co", sessionId: "s" }),
}));
vi.mock("./db", () => ({ getDb: async () => ({}) }));
vi.mock("./request", () => ({ getRequestContext: async () => ({ clientKey: "k", userAgent: null, path: null, origin: null }) }));

const { logger } = await import("./logger");
const { defineAction } = await import("./action");
const { withRoute } = await import("./route");
const { pageContext } = await import("./page");

const entries = () => lines.map((l) => JSON.parse(l) as { msg: string; reqId?: string; level: number });

describe("the request id on log lines", () => {
  beforeEach(() => {
    lines.length = 0;
  });

  it("defineAction: the action's own lines and the failure line carry the id the user is shown", async () => {
    const action = defineAction(z.object({ name: z.string() }), async (input) => {
      logger.info({ name: input.name }, "renaming");
      await new Promise((r) => setTimeout(r, 2));
      throw new Error("boom");
    });
    const result = await action({ name: "x" });
    expect(result.ok).toBe(false);
    const ref = /\(ref ([a-z0-9]+)\)/.exec((result as { formError: string }).formError)?.[1];
    expect(ref).toBeTruthy();
    expect(entries().map((e) => [e.msg, e.reqId])).toEqual([["renaming", ref], ["action failed", ref]]);
  });

  it("withRoute: the handler's lines and the failure line carry the id of the 500 answer; two requests get two ids", async () => {
    const route = withRoute({ auth: "user" }, async () => {
      logger.warn("handling");
      await new Promise((r) => setTimeout(r, 2));
      throw new Error("boom");
    });
    const req = () => new NextRequest("http://app.test/api/thing", { headers: { host: "app.test" } });
    const [a, b] = await Promise.all([route(req()), route(req())]);
    const ids = [(await a.json()).error.requestId, (await b.json()).error.requestId];
    expect(ids[0]).not.toBe(ids[1]);
    for (const id of ids) {
      expect(entries().filter((e) => e.reqId === id).map((e) => e.msg)).toEqual(["handling", "route failed"]);
    }
  });

  it("pageContext: lines the page writes after it carry an id", async () => {
    await pageContext({ access: "public" });
    logger.info("rendering");
    expect(entries()[0]).toMatchObject({ msg: "rendering", reqId: expect.stringMatching(/^[a-z0-9]+$/) });
  });
});
