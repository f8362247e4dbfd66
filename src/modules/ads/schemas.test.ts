import { describe, expect, it } from "vitest";
import { bannerFieldsSchema, parseClickUrl } from "./schemas";

describe("banner click-through URL", () => {
  it.each(["https://shop.example/deals", "HTTPS://shop.example", "https://shop.example:8443/a?b=c#d"])("accepts %s", (url) => {
    expect(parseClickUrl(url)).toMatch(/^https:\/\//);
  });
  it.each(["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,<script>", "http://shop.example", "//shop.example", "https:shop.example", "https://u:p@shop.example", "ftp://x.example", "vbscript:x", " https:// "])(
    "refuses %s",
    (url) => expect(parseClickUrl(url)).toBeUndefined(),
  );
  it("treats blank as no link", () => expect(parseClickUrl("   ")).toBeNull());
});

describe("banner fields", () => {
  it("trims text, nulls an empty CTA, enforces 120/20", () => {
    expect(bannerFieldsSchema.parse({ placement: "coupon", bannerText: "  Hi  ", cta: "  " })).toEqual({ placement: "coupon", bannerText: "Hi", cta: null, clickUrl: null, reachKm: null, exclusive: false });
    expect(bannerFieldsSchema.parse({ placement: "homepage", bannerText: "x", reachKm: 10, exclusive: true })).toMatchObject({ reachKm: 10, exclusive: true });
    expect(bannerFieldsSchema.safeParse({ placement: "homepage", bannerText: "x", reachKm: 7 }).error?.issues[0].message).toBe("Choose how far from your stores the banner reaches");
    expect(bannerFieldsSchema.safeParse({ placement: "homepage", bannerText: "x", reachKm: 30 }).success).toBe(false);
    expect(bannerFieldsSchema.safeParse({ placement: "coupon", bannerText: " " }).error?.issues[0].message).toBe("Banner text is required");
    expect(bannerFieldsSchema.safeParse({ placement: "coupon", bannerText: "x".repeat(120) }).success).toBe(true);
    expect(bannerFieldsSchema.safeParse({ placement: "coupon", bannerText: "x".repeat(121) }).success).toBe(false);
    expect(bannerFieldsSchema.safeParse({ placement: "coupon", bannerText: "x", cta: "y".repeat(21) }).success).toBe(false);
    expect(bannerFieldsSchema.safeParse({ placement: "sidebar", bannerText: "x" }).success).toBe(false);
  });
});
