// Prints one closing line for all tiers: "tests: N passed, N failed, N skipped".
import fs from "node:fs";

let passed = 0, failed = 0, skipped = 0;
const missing = [];
for (const tier of ["unit", "integration"]) {
  const file = `test-reports/${tier}.json`;
  if (!fs.existsSync(file)) { missing.push(tier); continue; }
  const r = JSON.parse(fs.readFileSync(file, "utf8"));
  passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests + r.numTodoTests;
}
const e2e = "test-reports/e2e.json";
if (fs.existsSync(e2e)) {
  const s = JSON.parse(fs.readFileSync(e2e, "utf8")).stats;
  passed += s.expected + s.flaky; failed += s.unexpected; skipped += s.skipped;
} else missing.push("e2e");
if (missing.length) console.log(`missing results for: ${missing.join(", ")}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || missing.length ? 1 : 0);
