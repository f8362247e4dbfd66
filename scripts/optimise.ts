/**
 * Solves one store-mix instance and prints the plan as JSON.
 *
 *   npm run --silent optimise -- <instance.json>
 *
 * Input and output format: src/modules/pricing/engine/cli-format.ts. Every store in the file is
 * a candidate (no radius). Errors go to stderr with exit code 1.
 */
import { readFileSync } from "node:fs";
import { optimise } from "../src/modules/pricing/engine";
import { CliFormatError, parseCliInstance, toCliOutput } from "../src/modules/pricing/engine/cli-format";

function fail(message: string): never {
  process.stderr.write(`optimise: ${message}\n`);
  process.exit(1);
}

const path = process.argv[2];
if (!path) fail("usage: npm run --silent optimise -- <instance.json>");

let text: string;
try {
  text = readFileSync(path, "utf8");
} catch (error) {
  fail(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? "read error"}`);
}

let json: unknown;
try {
  json = JSON.parse(text);
} catch {
  fail(`${path} is not valid JSON`);
}

try {
  const result = optimise(parseCliInstance(json));
  process.stdout.write(`${JSON.stringify(toCliOutput(result))}\n`);
} catch (error) {
  if (error instanceof CliFormatError || error instanceof TypeError) fail(`${path}: ${error.message}`);
  throw error;
}
