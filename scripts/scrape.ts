/**
 * Runs one scrape of one scraper configuration and prints only JSON on stdout:
 *   {"products":[{"name","price","brand","size","unitPrice","unitType","inStock","url"}],"pagesFetched":N,"errors":[…]}
 * (a was/now special also carries "wasPrice", and "saleEndsAt" where the page states the sale's end)
 *
 *   npm run --silent scrape -- <config.json>
 *   npm run --silent scrape -- --demo countdown|new-world|paknsave|butcher
 *   npm run --silent scrape -- --detect <shop url>
 *     → {"platform":"shopify"|"woocommerce"|"json_ld_sitemap"|"unknown","config":{…}|null,"evidence":["…"]}
 *       (recognises the shop's platform and proposes a configuration this command runs as is)
 *
 * Writes nothing to the database. Loopback/private hosts are reachable only through
 * SCRAPER_ALLOWED_HOSTS (default: the demo store sites, which this command starts on
 * 127.0.0.1:DEMO_SITES_PORT when nothing serves them yet). Exit code 1 when the configuration is
 * invalid or cannot be read, or when not a single page could be fetched (the JSON then carries the
 * reasons); log events (ssrf_blocked, robots_disallowed) go to stderr.
 */
import fs from "node:fs";
import { ensureDemoSites } from "@/modules/scraping/demo-sites/start";
import { sampleStoreConfigs } from "@/modules/scraping/demo-sites/samples";
import { parseScraperConfigJson } from "@/modules/scraping/engine/config";
import { runScrape } from "@/modules/scraping/run-scrape";
import { detectShop } from "@/modules/scraping/detect/detect-shop";
import { demoSitesBaseUrl, scraperAllowedHosts } from "@/modules/scraping/settings";
import { CliExit, exitWith, writeJsonAndExit } from "./lib/write-json-and-exit";

const DEMO_NAMES: Record<string, string> = { countdown: "Countdown", "new-world": "New World", paknsave: "Pak'nSave", butcher: "Local Butcher" };

function output(result: { products: unknown[]; pagesFetched: number; errors: unknown[] }) {
  return { products: result.products, pagesFetched: result.pagesFetched, errors: result.errors };
}

/** Ends the run with the error as JSON (printed whole by the top level, then exit 1). */
function fail(message: string): never {
  throw new CliExit({ json: output({ products: [], pagesFetched: 0, errors: [{ url: null, message }] }) }, 1);
}

async function readConfig(args: string[]): Promise<unknown> {
  if (args[0] === "--demo") {
    const base = demoSitesBaseUrl();
    const name = DEMO_NAMES[args[1] ?? ""];
    if (!base) fail("The demo store sites are switched off (DEMO_SITES_PORT=0)");
    if (!name) fail(`Unknown demo store "${args[1] ?? ""}": use one of ${Object.keys(DEMO_NAMES).join(", ")}`);
    return sampleStoreConfigs(base).find((s) => s.name === name)!.config;
  }
  const file = args[0];
  if (!file) fail("Usage: npm run --silent scrape -- <config.json> | --demo <store>");
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    fail(`Cannot read ${file}`);
  }
  const parsed = parseScraperConfigJson(text);
  if (!parsed.ok) fail(parsed.issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join("; "));
  return JSON.parse(text) as unknown;
}

async function detect(url: string | undefined): Promise<never> {
  if (!url) {
    throw new CliExit({ json: { platform: "unknown", config: null, evidence: ["Usage: npm run --silent scrape -- --detect <shop url>"] } }, 1);
  }
  const sites = await ensureDemoSites();
  const detection = await detectShop(url, {
    allowedHosts: scraperAllowedHosts(),
    log: (event, fields) => process.stderr.write(`${JSON.stringify({ event, ...fields })}\n`),
  });
  await sites?.close();
  return writeJsonAndExit({ platform: detection.platform, config: detection.config, evidence: detection.evidence }, 0);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => a !== "--");
  if (args[0] === "--detect") return void (await detect(args[1]));
  const config = await readConfig(args);
  const sites = await ensureDemoSites();
  const result = await runScrape(config, {
    allowedHosts: scraperAllowedHosts(),
    log: (event, fields) => process.stderr.write(`${JSON.stringify({ event, ...fields })}\n`),
  });
  await sites?.close();
  // Nothing could be fetched at all (invalid config, refused host, robots.txt, site down): exit 1.
  await writeJsonAndExit(output(result), result.pagesFetched === 0 && result.errors.length > 0 ? 1 : 0);
}

main().catch((err) =>
  exitWith(err, new CliExit({ json: output({ products: [], pagesFetched: 0, errors: [{ url: null, message: "The scrape failed unexpectedly" }] }) }, 1)),
);
