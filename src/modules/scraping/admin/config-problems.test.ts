import { describe, expect, it } from "vitest";
import { configProblems } from "./config-problems";

describe("configProblems: why the editor's text is refused", () => {
  it("accepts a valid configuration", () => {
    expect(configProblems(JSON.stringify({ scraper_type: "html", base_url: "https://shop.example/" }))).toEqual([]);
  });
  it("says the text is not JSON, with the parser's reason", () => {
    const [line] = configProblems("{ scraper_type: api");
    expect(line).toMatch(/^Invalid JSON: /);
  });
  it("names unknown keys, including __proto__", () => {
    expect(configProblems('{"scraper_type":"html","base_url":"https://shop.example/","surprise":1}').join(" ")).toContain('"surprise"');
    expect(configProblems('{"scraper_type":"html","base_url":"https://shop.example/","__proto__":{"x":1}}').join(" ")).toContain('"__proto__"');
  });
  it("gives the path of a bad field", () => {
    const lines = configProblems(JSON.stringify({ scraper_type: "html", base_url: "file:///etc/passwd" }));
    expect(lines[0]).toMatch(/^base_url: /);
  });
});
