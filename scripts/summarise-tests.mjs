// Prints one closing block for all tiers: the failed tests by name (CI often shows only the
// log's tail), then "tests: N passed, N failed, N skipped".
// A test file that fails outside its tests (a beforeAll/afterAll hook, an import, an unhandled
// error) leaves its tests "skipped" in vitest's report: such files are named and fail the run.
import fs from "node:fs";
import path from "node:path";

let passed = 0, failed = 0, skipped = 0;
const missing = [];
const brokenFiles = [];
const failedTests = [];
const firstLines = (text, n) => String(text ?? "").replace(/\x1b\[[0-9;]*m/g, "").split("\n").filter((l) => l.trim()).slice(0, n).join("\n      ");
const rel = (file) => path.relative(process.cwd(), file);

for (const tier of ["unit", "integration"]) {
  const file = `test-reports/${tier}.json`;
  if (!fs.existsSync(file)) { missing.push(tier); continue; }
  const r = JSON.parse(fs.readFileSync(file, "utf8"));
  passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests + r.numTodoTests;
  for (const suite of r.testResults ?? []) {
    const assertions = suite.assertionResults ?? [];
    for (const a of assertions.filter((x) => x.status === "failed")) {
      failedTests.push(`${tier}: ${rel(suite.name)} › ${a.fullName}\n      ${firstLines((a.failureMessages ?? [])[0], 4)}`);
    }
    if (suite.status === "failed" && !assertions.some((a) => a.status === "failed")) {
      brokenFiles.push(`${tier}: ${rel(suite.name)}\n    ${firstLines(suite.message, 6)}`);
    }
  }
}

const e2e = "test-reports/e2e.json";
if (fs.existsSync(e2e)) {
  const report = JSON.parse(fs.readFileSync(e2e, "utf8"));
  const s = report.stats;
  passed += s.expected + s.flaky; failed += s.unexpected; skipped += s.skipped;
  for (const err of report.errors ?? []) brokenFiles.push(`e2e: ${firstLines(err.message ?? err, 1)}`);
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== "unexpected") continue;
        const last = (t.results ?? []).at(-1);
        failedTests.push(`e2e: ${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}\n      ${firstLines(last?.error?.message, 4)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith(".ts") ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
} else missing.push("e2e");

if (missing.length) console.log(`missing results for: ${missing.join(", ")}`);
if (failedTests.length) console.log(`failed tests:\n  ${failedTests.join("\n  ")}`);
if (brokenFiles.length) console.log(`test files that failed outside their tests:\n  ${brokenFiles.join("\n  ")}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped${brokenFiles.length ? `, ${brokenFiles.length} broken file(s)` : ""}`);
process.exit(failed > 0 || missing.length || brokenFiles.length ? 1 : 0);
