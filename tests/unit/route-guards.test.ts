import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTE_GUARDS, type RouteGuard } from "./route-guards.table";

/*
 * Every page and route handler under src/app must appear in ROUTE_GUARDS, and its code must
 * enforce exactly the guard the table names. The check is static (it reads the source), so it is
 * deterministic and needs no server: a new page without a guard, or a retailer/admin page that
 * only checks "signed in", fails here. What each guard does at run time (anonymous → login,
 * wrong role → not found) is tested on pageContext itself in src/server/page.test.ts and on
 * withRoute in src/server/route.test.ts.
 */

const APP = path.resolve(__dirname, "../../src/app");

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "page.tsx" || entry.name === "route.ts" ? [path.relative(APP, full).split(path.sep).join("/")] : [];
  });
}

/** Strips comments so a guard mentioned in a comment does not count as enforced. */
function code(file: string): string {
  return readFileSync(path.join(APP, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

function roleGuard(roles: string[]): RouteGuard {
  if (roles.includes("admin") && roles.length === 1) return "admin";
  if (roles.includes("retailer")) return "retailer";
  if (roles.includes("shopper")) return "shopper";
  return "user";
}

/**
 * The guards a file enforces, in source order. Pages: pageContext({ access }) — plus the legacy
 * helpers while they remain (requireUser, requireRole, requireRetailerPage, requireAdminPage).
 * Route handlers: withRoute({ auth }) (auth "cron": the CRON_SECRET bearer), Auth.js's handlers, or a
 * signature-verified webhook.
 */
export function enforcedGuards(file: string): RouteGuard[] {
  const src = code(file);
  const found: { at: number; guard: RouteGuard }[] = [];
  const add = (re: RegExp, guard: (m: RegExpExecArray) => RouteGuard) => {
    for (const m of src.matchAll(new RegExp(re, "g"))) found.push({ at: m.index ?? 0, guard: guard(m as RegExpExecArray) });
  };
  if (file.endsWith("page.tsx")) {
    add(/\bpageContext\(\s*\{\s*access:\s*"(\w+)"/, (m) => m[1] as RouteGuard);
    add(/\brequireUser\(/, () => "user");
    add(/\brequireRole\(\s*"(\w+)"/, (m) => roleGuard([m[1]]));
    add(/\brequireRole\(\s*\[([^\]]*)\]/, (m) => roleGuard([...m[1].matchAll(/"(\w+)"/g)].map((r) => r[1])));
    add(/\brequireRetailerPage\(/, () => "retailer");
    add(/\brequireAdminPage\(/, () => "admin");
    if (found.length === 0) return ["public"];
  } else {
    const webhook = /signature/i.test(src);
    add(/\bwithRoute(?:<[^(]*>)?\(\s*\{\s*auth:\s*"(\w+)"/, (m) => (m[1] === "public" && webhook ? "webhook" : (m[1] as RouteGuard)));
    add(/\bhandlers\b[\s\S]*from\s+"@\/server\/auth\/auth"|from\s+"@\/server\/auth\/auth"[\s\S]*\bhandlers\b/, () => "auth");
    if (found.length === 0) return ["public"];
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.guard);
}

const files = routeFiles(APP).sort();

describe("route guard table", () => {
  it("lists every page and route handler under src/app", () => {
    const missing = files.filter((f) => !(f in ROUTE_GUARDS));
    expect(missing, "add these to tests/unit/route-guards.table.ts with the guard they must enforce").toEqual([]);
  });

  it("serves every route handler through a wrapper: withRoute, Auth.js's handlers or the open API's (problem JSON); only the liveness and readiness probes are bare", () => {
    const PROBES = ["api/health/route.ts", "api/ready/route.ts"];
    const bare = files.filter((f) => f.endsWith("route.ts") && !PROBES.includes(f)).filter((f) => !/\bwithRoute\b|\bhandlers\b|from\s+"@\/modules\/open-data"/.test(code(f)));
    expect(bare, "wrap these in withRoute (src/server/route.ts)").toEqual([]);
  });

  it("has no entry for a route that no longer exists", () => {
    expect(Object.keys(ROUTE_GUARDS).filter((f) => !files.includes(f))).toEqual([]);
  });

  it("asks the admin role of every admin page and admin API, and the retailer role of every retailer portal page", () => {
    for (const f of files) {
      if (f.startsWith("(admin)/") || f.startsWith("api/admin/")) expect(ROUTE_GUARDS[f], f).toBe("admin");
      // The portal itself; /retailer/auth is its sign-in page and /retailer/{id}/coupons is the shopper-facing coupon list.
      if (f.startsWith("(retailer)/retailer/") && !f.startsWith("(retailer)/retailer/auth/") && !f.startsWith("(retailer)/retailer/[id]/")) {
        expect(ROUTE_GUARDS[f], f).toBe("retailer");
      }
    }
  });
});

describe.each(files.filter((f) => f in ROUTE_GUARDS))("%s", (file) => {
  const expected = ROUTE_GUARDS[file];

  it(`enforces its guard (${expected})`, () => {
    const guards = enforcedGuards(file);
    // Every guard in the file is the table's: a route with GET and POST guards both, and a page
    // that checks twice cannot check the weaker role first.
    expect(guards.length, "no guard found").toBeGreaterThan(0);
    expect(guards.every((g) => g === expected), `found ${guards.join(", ")}`).toBe(true);
  });

  if (file.endsWith("page.tsx") && (expected === "retailer" || expected === "admin")) {
    it("never settles for a signed-in user on a retailer or admin page", () => {
      const src = code(file);
      expect(src).not.toMatch(/pageContext\(\s*\{\s*access:\s*"(user|public|shopper)"/);
      expect(src).not.toMatch(/\brequireUser\(/);
    });
  }

  if (file.endsWith("page.tsx") && expected === "retailer" && /pageContext\(/.test(code(file))) {
    it("sends signed-out visitors to the retailer sign-in page", () => {
      expect(code(file)).toMatch(/pageContext\(\s*\{[^}]*loginPath:\s*(?:"\/retailer\/auth"|RETAILER_AUTH_PATH)/);
    });
  }
});

describe("the static guard reader", () => {
  // Guards against the reader itself silently finding nothing (which would make the table checks vacuous).
  it("recognises each guard form", () => {
    const read = (file: string) => enforcedGuards(file);
    const sample = (guard: RouteGuard) => files.find((f) => ROUTE_GUARDS[f] === guard);
    for (const guard of ["user", "admin", "public", "auth", "cron", "webhook"] as const) {
      const f = sample(guard);
      if (f) expect(read(f), f).toContain(guard);
    }
  });
});
