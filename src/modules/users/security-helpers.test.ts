import { describe, expect, it } from "vitest";
import { maskEmail, redactDetails } from "@/modules/security/mask";
import { isSessionExpired, SESSION_LIFETIMES } from "@/server/auth/lifetimes";
import { sanitizeText } from "./text";
import { membershipLabel } from "./membership";

describe("e-mail masking in security events", () => {
  it("keeps only the first 3 characters", () => {
    expect(maskEmail("shopper@cartwise.demo")).toBe("sho***");
    expect(maskEmail("  ab@x.io ")).toBe("ab@***");
    expect(maskEmail("")).toBeNull();
    expect(maskEmail(null)).toBeNull();
  });

  it("never stores a password-like detail", () => {
    expect(redactDetails({ password: "secret", Password2: "x", token: "t", reason: "ok", n: 1 })).toEqual({ reason: "ok", n: 1 });
  });
});

describe("session lifetimes", () => {
  const day = 24 * 3600;
  it("are explicit per role", () => {
    expect(SESSION_LIFETIMES.shopper).toEqual({ idle: 14 * day, absolute: 30 * day });
    expect(SESSION_LIFETIMES.retailer).toEqual({ idle: day, absolute: 7 * day });
    expect(SESSION_LIFETIMES.admin).toEqual({ idle: 2 * 3600, absolute: 12 * 3600 });
  });

  it("expire on idle time and on absolute age", () => {
    const t0 = 1_000_000;
    expect(isSessionExpired("shopper", t0, t0 + 13 * day, t0 + 14 * day)).toBe(false);
    expect(isSessionExpired("shopper", t0, t0, t0 + 14 * day + 1)).toBe(true); // idle
    expect(isSessionExpired("shopper", t0, t0 + 30 * day, t0 + 30 * day + 1)).toBe(true); // absolute
    expect(isSessionExpired("admin", t0, t0 + 3600, t0 + 2 * 3600)).toBe(false);
    expect(isSessionExpired("admin", t0, t0, t0 + 2 * 3600 + 1)).toBe(true);
    expect(isSessionExpired("retailer", t0, t0 + 6 * day, t0 + 7 * day + 1)).toBe(true);
  });
});

describe("text sanitising", () => {
  it("strips markup, trims and cuts at 1000 characters", () => {
    expect(sanitizeText("  <script>x</script>Hi <b>there</b> ")).toBe("xHi there");
    expect(sanitizeText("a".repeat(1200))).toHaveLength(1000);
  });
});

describe("membership badge", () => {
  it("is Free Member or the tier followed by Member", () => {
    expect(membershipLabel(null)).toBe("Free Member");
    expect(membershipLabel("premium")).toBe("Premium Member");
    expect(membershipLabel("basic")).toBe("Basic Member");
  });
});
