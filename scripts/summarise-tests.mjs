// Prints one closing line for all tiers: "tests: N passed, N failed, N skipped".
// A test file that fails outside its tests (a beforeAll/afterAll hook, an import, an unhandled
// error) leaves its tests "skipped" in vitest's report: such files are named and fail the run.
import fs from "node:fs";

let passed = 0, failed = 0, skipped = 0;
const missing = [];
const brokenFiles = [];
for (const tier of ["unit", "integration"]) {
  const file = `test-reports/${tier}.json`;
  if (!fs.existsSync(file)) { missing.push(tier); continue; }
  const r = JSON.parse(fs.readFileSync(file, "utf8"));
  passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests + r.numTodoTests;
  for (const suite of r.testResults ?? []) {
    const testsFailed = (suite.assertionResults ?? []).some((a) => a.status === "failed");
    if (suite.status === "failed" && !testsFailed) {
      brokenFiles.push(`${tier}: ${suite.name}\n    ${String(suite.message ?? "").split("\n").slice(0, 6).join("\n    ")}`);
    }
  }
}
const e2e = "test-reports/e2e.json";
if (fs.existsSync(e2e)) {
  const report = JSON.parse(fs.readFileSync(e2e, "utf8"));
  const s = report.stats;
  passed += s.expected + s.flaky; failed += s.unexpected; skipped += s.skipped;
  for (const err of report.errors ?? []) brokenFiles.push(`e2e: ${String(err.message ?? err).split("\n")[0]}`);
} else missing.push("e2e");
if (missing.length) console.log(`missing results for: ${missing.join(", ")}`);
if (brokenFiles.length) console.log(`test files that failed outside their tests:\n  ${brokenFiles.join("\n  ")}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped${brokenFiles.length ? `, ${brokenFiles.length} broken file(s)` : ""}`);
process.exit(failed > 0 || missing.length || brokenFiles.length ? 1 : 0);
