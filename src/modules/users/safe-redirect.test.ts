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
  ])("falls back to / for %j", (from) => {
    expect(safeRedirectPath(from)).toBe("/");
  });

  it("uses the given fallback", () => {
    expect(safeRedirectPath("//x", "/retailer/dashboard")).toBe("/retailer/dashboard");
  });

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
