import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import fc from "fast-check";
import { DEMO, login } from "./fixtures";

/*
 * Issue 13 against the real `next start` (the server Playwright starts): framework edges, the
 * per-request CSP nonce, Auth.js's advertised origin, the open redirect, capped bodies and a
 * small HTTP fuzz of an anonymous text-taking action. What Next itself answers (and cannot be
 * intercepted) is recorded in docs/decisions/015-security-mends.md.
 */

/** The id Next gave an exported server action, from the build's server-reference manifest. */
function actionId(exportedName: string): string {
  const dist = process.env.NEXT_DIST_DIR || ".next";
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, "server", "server-reference-manifest.json"), "utf8")) as { node: Record<string, { exportedName?: string; filename?: string }> };
  const hit = Object.entries(manifest.node).find(([, v]) => v.exportedName === exportedName && (v.filename ?? "").includes("auth-actions"));
  if (!hit) throw new Error(`server action ${exportedName} not in the manifest`);
  return hit[0];
}

function callAction(request: APIRequestContext, id: string, body: string | Buffer, headers: Record<string, string> = {}) {
  return request.post("/login", {
    headers: { "Next-Action": id, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component", ...headers },
    data: body,
    maxRedirects: 0,
  });
}

test.describe("framework edges answer 4xx, not 500", () => {
  test("a malformed percent-encoding in the path", async ({ request }) => {
    for (const p of ["/%E0%A4%A", "/lists/%", "/%C0%AF", "/api/%ZZ"]) {
      const res = await request.get(p, { maxRedirects: 0 });
      expect(res.status(), p).toBeLessThan(500);
    }
    // The visitor sees the friendly page, not a bare error.
    const page = await request.get("/%E0%A4%A");
    expect(await page.text()).toContain("Return to Home");
  });

  test("server-action calls with an empty, non-JSON or oversized body, or from another origin", async ({ request, baseURL }) => {
    const id = actionId("signInAction");
    const origin = { Origin: baseURL!, Host: new URL(baseURL!).host };
    const ok = await callAction(request, id, JSON.stringify([{ email: "nobody@example.test", password: "x" }]), origin);
    expect(ok.status()).toBe(200);
    const empty = await callAction(request, id, "", origin);
    expect(empty.status()).toBe(400);
    const notJson = await callAction(request, id, "{{{ not json", origin);
    expect(notJson.status()).toBe(400);
    const huge = await callAction(request, id, Buffer.alloc(3 * 1024 * 1024, 97), origin);
    expect(huge.status()).toBe(413);
    const crossOrigin = await callAction(request, id, JSON.stringify([{ email: "a@example.test", password: "x" }]), { Origin: "https://evil.example" });
    expect(crossOrigin.status()).toBe(403);
  });
});

test("CSP: script-src has a fresh nonce and no 'unsafe-inline'; the page still hydrates without violations", async ({ page, request }) => {
  const first = await request.get("/login");
  const second = await request.get("/login");
  const csp = first.headers()["content-security-policy"];
  const scriptSrc = csp.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src")) ?? "";
  expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(second.headers()["content-security-policy"]).not.toBe(csp); // per request
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1];
  const html = await first.text();
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const [, attrs] of inlineScripts) expect(attrs).toContain(`nonce="${nonce}"`);

  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(m.text())) violations.push(m.text());
  });
  await login(page, DEMO.shopper.email, DEMO.shopper.password);
  await page.goto("/lists");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

// NOT FIXED (decision 015, section 7): /api/auth/providers still advertises http://localhost:<port>
// under next start; neither AUTH_URL set from next.config nor rebuilding the request on the
// configured origin changed it. Kept as the failing check for whoever picks this up.
test("Auth.js advertises the app's own origin", async ({ request, baseURL }) => {
  const res = await request.get("/api/auth/providers");
  expect(res.status()).toBe(200);
  const body = (await res.json()) as Record<string, { signinUrl: string; callbackUrl: string }>;
  for (const p of Object.values(body)) {
    expect(new URL(p.signinUrl).origin).toBe(new URL(baseURL!).origin);
    expect(new URL(p.callbackUrl).origin).toBe(new URL(baseURL!).origin);
  }
});

test("open redirect: a from= whose normalised form is protocol-relative stays on our origin", async ({ page, baseURL }) => {
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/.//evil.example/x");
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  // Signed in: /login redirects at once; the Location must be ours too.
  const res = await page.request.get("/login?from=%2F.%2F%2Fevil.example", { maxRedirects: 0 });
  const location = res.headers()["location"] ?? "";
  expect(new URL(location, baseURL).origin).toBe(new URL(baseURL!).origin);
  const confirm = await page.request.get("/confirm-email?token=x&next=/a/..//evil.example");
  // The page hands its form the validated target ("/"), never the crafted one.
  expect(await confirm.text()).toContain('\\"next\\":\\"/\\"');
});

test("bounded input: a 1 MB security-log body is refused (413) and empty query values are a 400", async ({ page, baseURL }) => {
  await login(page, DEMO.shopper.email, DEMO.shopper.password);
  const big = await page.request.post("/api/security/log", {
    headers: { "Content-Type": "application/json", Origin: baseURL! },
    data: JSON.stringify({ eventType: "suspicious_activity", details: { blob: "x".repeat(1024 * 1024) } }),
  });
  expect(big.status()).toBe(413);
  expect((await page.request.get("/api/reverse-geocode?lat=&lng=")).status()).toBe(400);
});

test("fuzz: arbitrary e-mail strings through the anonymous sign-in action over HTTP never answer 500", async ({ request, baseURL }) => {
  const id = actionId("signInAction");
  const headers = { Origin: baseURL!, Host: new URL(baseURL!).host };
  await fc.assert(
    fc.asyncProperty(fc.oneof(fc.string({ unit: "binary", maxLength: 40 }), fc.constantFrom("a\u0000@b.co", "\ud800@x.io", "\u202e@x.io", "x".repeat(5000))), async (s) => {
      const res = await callAction(request, id, JSON.stringify([{ email: s, password: s }]), headers);
      expect(res.status()).toBeLessThan(500);
      expect(await res.text()).not.toContain("Something went wrong");
    }),
    { numRuns: 40 },
  );
});
