import { beforeEach, describe, expect, it, vi } from "vitest";

// The page guard's run-time behaviour, without a server: only the session lookup, the database
// handle and Next's redirect/notFound (which throw, as they do in Next) are replaced.
type Role = "shopper" | "retailer" | "admin";
const session = vi.hoisted(() => ({ actor: null as null | { userId: string; role: Role; email: string; sessionId: string } }));
const DB = vi.hoisted(() => ({ marker: "db" }));
vi.mock("./auth/session", () => ({ getActor: async () => session.actor }));
vi.mock("./db", () => ({ getDb: async () => DB }));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error(`redirect ${to}`), { kind: "redirect", to });
  },
  notFound: () => {
    throw Object.assign(new Error("not found"), { kind: "notFound" });
  },
}));

const { pageContext } = await import("./page");

const as = (role: Role | null) => {
  session.actor = role ? { userId: `${role}-1`, role, email: `${role}@example.test`, sessionId: "s" } : null;
};
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => "ok",
    (e: { kind?: string; to?: string }) => (e.kind === "redirect" ? `redirect ${e.to}` : e.kind === "notFound" ? "404" : `error ${String(e)}`),
  );

describe("pageContext (the one page guard)", () => {
  beforeEach(() => as(null));

  it("sends anonymous visitors to the login page of their area, carrying where they were going", async () => {
    expect(await outcome(pageContext({ access: "retailer", from: "/retailer/dashboard", loginPath: "/retailer/auth" }))).toBe(
      "redirect /retailer/auth?from=%2Fretailer%2Fdashboard",
    );
    expect(await outcome(pageContext({ access: "admin", from: "/admin/scraping" }))).toBe("redirect /login?from=%2Fadmin%2Fscraping");
    expect(await outcome(pageContext({ access: "user", from: "/lists/1?x=2" }))).toBe("redirect /login?from=%2Flists%2F1%3Fx%3D2");
  });

  it.each<[Role | null, Record<"public" | "user" | "shopper" | "retailer" | "admin", string>]>([
    // Who (rows) opening a page guarded as (columns): a wrong role sees "not found", never the page.
    ["shopper", { public: "ok", user: "ok", shopper: "ok", retailer: "404", admin: "404" }],
    ["retailer", { public: "ok", user: "ok", shopper: "404", retailer: "ok", admin: "404" }],
    ["admin", { public: "ok", user: "ok", shopper: "ok", retailer: "ok", admin: "ok" }],
  ])("%s", async (role, expected) => {
    as(role);
    const got = {
      public: await outcome(pageContext({ access: "public" })),
      user: await outcome(pageContext({ access: "user", from: "/x" })),
      shopper: await outcome(pageContext({ access: "shopper", from: "/x" })),
      retailer: await outcome(pageContext({ access: "retailer", from: "/x", loginPath: "/retailer/auth" })),
      admin: await outcome(pageContext({ access: "admin", from: "/x" })),
    };
    expect(got).toEqual(expected);
  });

  it("hands the page the database and the session's actor (null on public pages for visitors)", async () => {
    expect(await pageContext({ access: "public" })).toEqual({ db: DB, actor: null });
    as("retailer");
    const ctx = await pageContext({ access: "retailer", from: "/retailer/dashboard", loginPath: "/retailer/auth" });
    expect(ctx.db).toBe(DB);
    expect(ctx.actor).toMatchObject({ userId: "retailer-1", role: "retailer" });
  });
});
