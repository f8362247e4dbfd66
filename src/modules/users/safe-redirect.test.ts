import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/lists", "/lists"],
    ["/lists/abc?x=1#top", "/lists/abc?x=1#top"],
    ["/cheapest-list", "/cheapest-list"],
    ["/a/../profile", "/profile"],
  ])("keeps same-origin path %j", (from, expected) => {
    expect(safeRedirectPath(from)).toBe(expected);
  });

  it.each([
    undefined, null, 42, "", "lists", "https://evil.example/", "//evil.example/x", "/\\evil.example", "\\\\evil.example",
    "javascript:alert(1)", "/\t/evil.example", "http:/evil.example", "/login", "/login?from=/x", "/retailer/auth",
    // Issue 13: paths whose *normalised* form is protocol-relative.
    "/.//evil.example", "/./\\evil.example", "/a/..//evil.example", "/%2e//evil.example", "/%2E%2E//evil.example", "/..//evil.example/x?y#z",
  ])("falls back to / for %j", (from) => {
    expect(safeRedirectPath(from)).toBe("/");
  });

  it("uses the given fallback", () => {
    expect(safeRedirectPath("//x", "/retailer/dashboard")).toBe("/retailer/dashboard");
  });

  it("never yields anything but the default or a same-origin path that resolves to itself (property)", () => {
    const piece = fc.constantFrom("/", "//", "\\", ".", "..", "%2e", "%2E", "%2f", "%5c", "evil.example", "@", ":", "?", "#", "\t", "\u0000", "http:", "lists");
    const crafted = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.webUrl(), crafted, crafted.map((c) => `/${c}`)), (s) => {
        const out = safeRedirectPath(s, "/home");
        if (out === "/home") return;
        const base = "https://cartwise.example";
        const resolved = new URL(out, base);
        expect(out.startsWith("/") && !out.startsWith("//") && !out.includes("\\")).toBe(true);
        expect(resolved.origin).toBe(base);
        // What the browser is sent to is exactly what we validated.
        expect(`${resolved.pathname}${resolved.search}${resolved.hash}`).toBe(out);
      }),
      { numRuns: 3000 },
    );
  }, 60_000);

  it("never yields anything but a single-slash relative path (property)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom("//", "/\\", "/%2f%2fevil")), (s) => {
        const out = safeRedirectPath(s);
        expect(out.startsWith("/")).toBe(true);
        expect(out.startsWith("//")).toBe(false);
        expect(new URL(out, "http://app.test").origin).toBe("http://app.test");
      }),
      { seed: 20251122, numRuns: 300 },
    );
  }, 30_000);
});
