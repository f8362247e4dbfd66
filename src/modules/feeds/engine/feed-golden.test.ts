/**
 * Golden feeds: each folder in tests/fixtures/feeds holds a feed file (any name starting "feed."),
 * the store options it is validated with, and the exact report expected (reviewed by hand: every
 * rule of decision 034 appears in at least one folder).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { validateFeed } from "./validate-feed";

const ROOT = path.resolve(import.meta.dirname, "../../../../tests/fixtures/feeds");
const cases = fs.readdirSync(ROOT, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

describe("golden feeds", () => {
  it("has the fixtures", () => {
    expect(cases.length).toBeGreaterThanOrEqual(10);
  });

  it.each(cases)("%s", (name) => {
    const dir = path.join(ROOT, name);
    const feedFile = fs.readdirSync(dir).find((f) => f.startsWith("feed."))!;
    const options = JSON.parse(fs.readFileSync(path.join(dir, "options.json"), "utf8")) as { currency?: string; timeZone?: string };
    const expected = JSON.parse(fs.readFileSync(path.join(dir, "expected.json"), "utf8")) as unknown;
    const report = validateFeed(fs.readFileSync(path.join(dir, feedFile), "utf8"), options);
    expect({ format: report.format, rows: report.rows, summary: report.summary }).toEqual(expected);
  });
});
