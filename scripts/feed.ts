/**
 * Validates one retailer price feed (Google Merchant Center format: TSV, CSV, XML or JSON; product
 * or local inventory) without the database and prints the dry-run report as JSON on stdout:
 *   {"format","rows":[{"line","id","title","price":{"amount","currency"}|null,…,"severity","messages"}],
 *    "summary":{"rows","ok","info","warnings","errors"}}
 *
 *   npm run --silent feed -- <file> [--currency NZD] [--time-zone Pacific/Auckland]
 *
 * --currency is the store's currency (prices without a code take it; another code is an error);
 * --time-zone the store's IANA zone for date-only sale dates (UTC when absent). Exit code 0 when the
 * file was read (rows may still carry errors); 1 when the arguments are wrong or the file cannot be
 * read as a feed — then stdout carries {"format","rows":[],"summary",…,"error":"…"}.
 */
import fs from "node:fs";
import { FeedReadError, isKnownCurrency, isValidTimeZone, validateFeed } from "@/modules/feeds/engine";
import { CliExit, exitWith, writeJsonAndExit } from "./lib/write-json-and-exit";

const EMPTY_SUMMARY = { rows: 0, ok: 0, info: 0, warnings: 0, errors: 0 };
const USAGE = "Usage: npm run --silent feed -- <file> [--currency NZD] [--time-zone Pacific/Auckland]";

function fail(message: string, format: string | null = null): never {
  throw new CliExit({ json: { format, rows: [], summary: EMPTY_SUMMARY, error: message } }, 1);
}

function parseArgs(argv: string[]): { file: string; currency: string | null; timeZone: string | null } {
  let file: string | null = null;
  let currency: string | null = null;
  let timeZone: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, null];
    if (flag === "--") continue;
    if (flag === "--currency" || flag === "--time-zone" || flag === "--timezone" || flag === "--tz") {
      const value = inline ?? argv[++i];
      if (!value) fail(`${flag} needs a value. ${USAGE}`);
      if (flag === "--currency") currency = value.trim().toUpperCase();
      else timeZone = value.trim();
    } else if (flag.startsWith("--")) fail(`Unknown option ${flag}. ${USAGE}`);
    else if (file === null) file = arg;
    else fail(`Only one feed file at a time. ${USAGE}`);
  }
  if (!file) fail(USAGE);
  if (currency && !isKnownCurrency(currency)) fail(`--currency "${currency}" is not an ISO 4217 currency code`);
  if (timeZone && !isValidTimeZone(timeZone)) fail(`--time-zone "${timeZone}" is not an IANA time zone (e.g. Pacific/Auckland)`);
  return { file, currency, timeZone };
}

function readText(file: string): string {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch {
    fail(`Cannot read ${file}`);
  }
  // Spreadsheet exports are sometimes UTF-16 with a byte-order mark.
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString("utf16le");
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return Buffer.from(bytes.subarray(2)).swap16().toString("utf16le");
  return bytes.toString("utf8");
}

async function main(): Promise<never> {
  const { file, currency, timeZone } = parseArgs(process.argv.slice(2));
  const text = readText(file);
  try {
    const report = validateFeed(text, { currency, timeZone });
    return writeJsonAndExit({ format: report.format, rows: report.rows, summary: report.summary }, 0);
  } catch (err) {
    if (err instanceof FeedReadError) fail(err.message, err.format);
    throw err;
  }
}

main().catch((err) => exitWith(err, new CliExit({ json: { format: null, rows: [], summary: EMPTY_SUMMARY, error: "The feed could not be validated" } }, 1)));
