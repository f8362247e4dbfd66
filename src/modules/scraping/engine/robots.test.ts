import { describe, expect, it } from "vitest";
import { parseRobots, productToken } from "./robots";

const ROBOTS = `# shop
User-agent: *
Disallow: /checkout
Disallow: /search?
Allow: /checkout/help
Disallow: /*.pdf$
Crawl-delay: 2

User-agent: CartwiseBot
Disallow: /private/
Crawl-delay: 1.5

User-agent: BlockedBot
User-agent: OtherBot
Disallow: /
`;

describe("parseRobots", () => {
  it("uses the most specific matching group for our user agent", () => {
    const rules = parseRobots(ROBOTS, "CartwiseBot/1.0 (+https://cartwise.example)");
    expect(rules.crawlDelaySeconds).toBe(1.5);
    expect(rules.isAllowed("/private/x")).toBe(false);
    expect(rules.isAllowed("/checkout")).toBe(true); // the * group does not apply to CartwiseBot
  });

  it("falls back to the * group with longest-match and wildcards", () => {
    const rules = parseRobots(ROBOTS, "SomeBot/2");
    expect(rules.crawlDelaySeconds).toBe(2);
    expect(rules.isAllowed("/checkout/pay")).toBe(false);
    expect(rules.isAllowed("/checkout/help")).toBe(true);
    expect(rules.isAllowed("/search?q=milk")).toBe(false);
    expect(rules.isAllowed("/search")).toBe(true);
    expect(rules.isAllowed("/files/a.pdf")).toBe(false);
    expect(rules.isAllowed("/files/a.pdf?x")).toBe(true);
    expect(rules.isAllowed("/shop?page=2")).toBe(true);
  });

  it("applies a group listed for several agents to each", () => {
    expect(parseRobots(ROBOTS, "BlockedBot").isAllowed("/")).toBe(false);
    expect(parseRobots(ROBOTS, "OtherBot/1").isAllowed("/anything")).toBe(false);
    expect(parseRobots(ROBOTS, "OtherBot/1").isAllowed("/robots.txt")).toBe(true);
  });

  it("allows everything with an empty file or an empty Disallow", () => {
    expect(parseRobots("", "X").isAllowed("/a")).toBe(true);
    expect(parseRobots("User-agent: *\nDisallow:\n", "X").isAllowed("/a")).toBe(true);
  });

  it("matches hostile wildcard patterns with RE2 (a backtracking engine would not finish this)", () => {
    const rules = parseRobots(`User-agent: *\nDisallow: /${"*a".repeat(40)}$\n`, "X");
    expect(rules.isAllowed(`/${"a".repeat(5000)}b`)).toBe(true);
    expect(rules.isAllowed(`/${"a".repeat(5000)}`)).toBe(false);
  });

  it("takes the product token of a user agent", () => {
    expect(productToken("CartwiseBot/1.0 (+x)")).toBe("cartwisebot");
  });
});
