import "server-only";
import { parseScraperConfig, parseScraperConfigJson, type ConfigParseResult } from "./config";
import { PatternError, compileProductPattern } from "./strategies/pattern";

/**
 * Server-side validation of a scraper configuration: the strict schema plus an RE2 compile of the
 * product pattern, so a pattern RE2 cannot run is refused when it is saved, with the reason.
 */
function withPatternCheck(result: ConfigParseResult): ConfigParseResult {
  if (!result.ok || result.config.scraper_type !== "html" || !result.config.product_pattern) return result;
  try {
    compileProductPattern(result.config.product_pattern);
    return result;
  } catch (e) {
    const message = e instanceof PatternError ? e.message : "The product pattern is not a valid RE2 expression";
    return { ok: false, issues: [{ path: "product_pattern", message }] };
  }
}

export function validateScraperConfig(value: unknown): ConfigParseResult {
  return withPatternCheck(parseScraperConfig(value));
}

export function validateScraperConfigJson(text: string): ConfigParseResult {
  return withPatternCheck(parseScraperConfigJson(text));
}
