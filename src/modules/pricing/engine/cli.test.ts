import { spawnSync } from "node:child_process";
import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Each spawn starts npx + tsx, which takes seconds on a busy machine.
const SPAWN_TIMEOUT = 60_000;
const root = path.resolve(import.meta.dirname, "../../../..");
const run = (file: string) =>
  spawnSync("npx", ["tsx", "scripts/optimise.ts", file], { cwd: root, encoding: "utf8", timeout: 60_000 });

describe("scripts/optimise.ts", () => {
  it("prints exactly the issue's example output", () => {
    const out = run("tests/fixtures/optimiser/issue-example.json");
    expect(out.status).toBe(0);
    expect(out.stdout).toBe(
      '{"covered":["milk"],"uncovered":[],"stores":[{"id":"s1","items":["milk"],"subtotal":6.98}],"total":6.98,"optimal":true,"lowerBound":6.98}\n',
    );
  }, SPAWN_TIMEOUT);

  it("prints decimals rounded to the cent and the split plan of a golden fixture", () => {
    const out = run("tests/fixtures/optimiser/visit-cost-flips.json");
    expect(out.status).toBe(0);
    expect(JSON.parse(out.stdout)).toMatchObject({
      uncovered: [],
      stores: [{ id: "allmart", subtotal: 34.5 }],
      total: 40.5,
      optimal: true,
      lowerBound: 40.5,
    });
  }, SPAWN_TIMEOUT);

  it("fails with a message on stderr and exit code 1 for unreadable or malformed files", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "optimise-cli-"));
    const bad = path.join(dir, "bad.json");
    writeFileSync(bad, "{not json");
    const missing = run(path.join(dir, "missing.json"));
    expect(missing.status).toBe(1);
    expect(missing.stdout).toBe("");
    expect(missing.stderr).toMatch(/optimise: cannot read .*missing\.json/);
    const malformed = run(bad);
    expect(malformed.status).toBe(1);
    expect(malformed.stderr).toMatch(/is not valid JSON/);
    const shape = path.join(dir, "shape.json");
    writeFileSync(shape, JSON.stringify({ items: [], stores: [], prices: [{ item: "a", store: "b" }] }));
    const wrong = run(shape);
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toMatch(/numeric "price"/);
  }, 3 * SPAWN_TIMEOUT);
});
