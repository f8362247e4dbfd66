/**
 * Solves one store-mix instance and prints the plan as JSON.
 *
 *   npm run --silent optimise -- <instance.json>
 *
 * Input and output format: src/modules/pricing/engine/cli-format.ts. Every store in the file is
 * a candidate (no radius). Errors go to stderr with exit code 1. The JSON is written whole before
 * the process ends, also through a pipe (scripts/lib/write-json-and-exit.ts).
 */
import { readFileSync } from "node:fs";
import { optimise } from "../src/modules/pricing/engine";
import { CliFormatError, parseCliInstance, toCliOutput } from "../src/modules/pricing/engine/cli-format";
import { writeErrorAndExit, writeJsonAndExit } from "./lib/write-json-and-exit";

class OptimiseFailure extends Error {}

function fail(message: string): never {
  throw new OptimiseFailure(`optimise: ${message}`);
}

function run(path: string | undefined): unknown {
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
    return toCliOutput(optimise(parseCliInstance(json)));
  } catch (error) {
    if (error instanceof CliFormatError || error instanceof TypeError) fail(`${path}: ${error.message}`);
    throw error;
  }
}

try {
  void writeJsonAndExit(run(process.argv[2]), 0);
} catch (error) {
  if (!(error instanceof OptimiseFailure)) throw error;
  void writeErrorAndExit(error.message, 1);
}
