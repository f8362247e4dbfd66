import { z } from "zod";

/**
 * The scraper configuration a store carries (real_stores.scraper_config), validated strictly:
 * unknown keys (including "__proto__") are refused, every string and list is bounded, URLs must be
 * http(s). Pure zod, no native modules, so client forms may import it too; the RE2 compile check of
 * `product_pattern` lives in ./validate.ts (server side), which every save and run goes through.
 */

export const CONFIG_LIMITS = {
  /** Raw JSON text of one configuration. */
  maxJsonChars: 64_000,
  maxUrlChars: 2_000,
  maxStartUrls: 100,
  maxSelectorChars: 300,
  maxPathChars: 300,
  maxPatternChars: 500,
  maxUserAgentChars: 200,
  maxPages: 50,
  maxDelayMs: 60_000,
} as const;

export const SCRAPER_TYPES = ["api", "html", "shopify", "woocommerce", "json_ld_sitemap"] as const;
export const HTML_STRATEGIES = ["json_ld", "selectors", "pattern"] as const;
export type HtmlStrategy = (typeof HTML_STRATEGIES)[number];

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.replaceAll("{page}", "1"));
    return (url.protocol === "http:" || url.protocol === "https:") && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

const httpUrl = z
  .string()
  .trim()
  .min(1, "Enter a URL")
  .max(CONFIG_LIMITS.maxUrlChars, `At most ${CONFIG_LIMITS.maxUrlChars} characters`)
  .refine(isHttpUrl, "Must be an http:// or https:// URL without a user name or password");

const jsonPath = z
  .string()
  .trim()
  .min(1, "Enter a JSONPath such as $.title")
  .max(CONFIG_LIMITS.maxPathChars, `At most ${CONFIG_LIMITS.maxPathChars} characters`)
  .refine((p) => p.startsWith("$"), "A JSONPath starts with $")
  // jsonpath-plus can evaluate script expressions; we run it with eval disabled and refuse them up front.
  .refine((p) => !/\?\s*\(|\(\s*@/.test(p), "Script and filter expressions are not allowed in JSONPaths");

const cssSelector = z
  .string()
  .trim()
  .min(1, "Enter a CSS selector")
  .max(CONFIG_LIMITS.maxSelectorChars, `At most ${CONFIG_LIMITS.maxSelectorChars} characters`);

const maxPages = z.number().int().min(1).max(CONFIG_LIMITS.maxPages).default(5);
const delayMs = z.number().int().min(0).max(CONFIG_LIMITS.maxDelayMs).default(1000);
const userAgent = z
  .string()
  .trim()
  .min(1)
  .max(CONFIG_LIMITS.maxUserAgentChars)
  .refine((ua) => !/[\r\n]/.test(ua), "The user agent must be one line")
  .optional();

const apiFieldMappings = z.strictObject({
  name: jsonPath,
  price: jsonPath,
  brand: jsonPath.optional(),
  size: jsonPath.optional(),
  in_stock: jsonPath.optional(),
  url: jsonPath.optional(),
  unit_price: jsonPath.optional(),
  unit_type: jsonPath.optional(),
  member_price: jsonPath.optional(),
});

export const apiScraperConfigSchema = z.strictObject({
  version: z.literal(1).optional(),
  scraper_type: z.literal("api"),
  api_endpoint: httpUrl,
  items_path: jsonPath,
  field_mappings: apiFieldMappings,
  max_pages: maxPages,
  delay_ms: delayMs,
  user_agent: userAgent,
  /** Use a member/club price when the item has one (only for stores whose shoppers all qualify). */
  use_member_price: z.boolean().default(false),
});

const htmlSelectors = z.strictObject({
  item: cssSelector,
  name: cssSelector,
  price: cssSelector,
  brand: cssSelector.optional(),
  size: cssSelector.optional(),
  in_stock: cssSelector.optional(),
  out_of_stock: cssSelector.optional(),
  url: cssSelector.optional(),
  unit_price: cssSelector.optional(),
  member_price: cssSelector.optional(),
});

/** RE2 has no backreferences or lookaround; refusing them here gives a clear message before compiling. */
function patternProblem(pattern: string): string | null {
  if (/\\[1-9]|\\k</.test(pattern)) return "Backreferences are not supported (patterns run on RE2)";
  if (/\(\?<?[=!]/.test(pattern)) return "Lookahead and lookbehind are not supported (patterns run on RE2)";
  if (!/\(\?P?<name>/.test(pattern)) return "The pattern needs a named group (?<name>…)";
  if (!/\(\?P?<price>/.test(pattern)) return "The pattern needs a named group (?<price>…)";
  return null;
}

const productPattern = z
  .string()
  .min(1)
  .max(CONFIG_LIMITS.maxPatternChars, `At most ${CONFIG_LIMITS.maxPatternChars} characters`)
  .superRefine((p, ctx) => {
    const problem = patternProblem(p);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const htmlScraperConfigSchema = z
  .strictObject({
    version: z.literal(1).optional(),
    scraper_type: z.literal("html"),
    base_url: httpUrl,
    /** Further listing pages to start from (same rules as base_url). */
    start_urls: z.array(httpUrl).max(CONFIG_LIMITS.maxStartUrls).optional(),
    /** Omitted: pattern when product_pattern is given, selectors when selectors are, else json_ld. */
    strategy: z.enum(HTML_STRATEGIES).optional(),
    selectors: htmlSelectors.optional(),
    product_pattern: productPattern.optional(),
    next_page: cssSelector.optional(),
    max_pages: maxPages,
    delay_ms: delayMs,
    user_agent: userAgent,
    use_member_price: z.boolean().default(false),
  })
  .transform((c, ctx) => {
    const strategy: HtmlStrategy = c.strategy ?? (c.product_pattern ? "pattern" : c.selectors ? "selectors" : "json_ld");
    if (strategy === "selectors" && !c.selectors) {
      ctx.addIssue({ code: "custom", path: ["selectors"], message: "The selectors strategy needs selectors (item, name, price)" });
    }
    if (strategy === "pattern" && !c.product_pattern) {
      ctx.addIssue({ code: "custom", path: ["product_pattern"], message: "The pattern strategy needs a product_pattern" });
    }
    return { ...c, strategy };
  });

/**
 * Platform kinds (decision 035): a shop on a known platform is read through the platform's public
 * catalogue instead of its pages. `shop_url` is the shop's root (or the folder it lives in).
 */
const shopUrl = httpUrl.refine((u) => {
  try {
    const url = new URL(u);
    return url.search === "" && url.hash === "";
  } catch {
    return false;
  }
}, "The shop's address without a query or #fragment (e.g. https://shop.example)");

/** Shopify: GET {shop_url}/products.json?limit={page_size}&page=N; one product per variant. */
export const shopifyScraperConfigSchema = z.strictObject({
  version: z.literal(1).optional(),
  scraper_type: z.literal("shopify"),
  shop_url: shopUrl,
  page_size: z.number().int().min(1).max(250).default(250),
  max_pages: maxPages,
  delay_ms: delayMs,
  user_agent: userAgent,
});

/** WooCommerce Store API: GET {shop_url}/wp-json/wc/store/v1/products?page=N&per_page={page_size}. */
export const woocommerceScraperConfigSchema = z.strictObject({
  version: z.literal(1).optional(),
  scraper_type: z.literal("woocommerce"),
  shop_url: shopUrl,
  page_size: z.number().int().min(1).max(100).default(100),
  max_pages: maxPages,
  delay_ms: delayMs,
  user_agent: userAgent,
});

/** schema.org JSON-LD product pages listed in a sitemap (a sitemap index is followed one level). */
export const jsonLdSitemapScraperConfigSchema = z.strictObject({
  version: z.literal(1).optional(),
  scraper_type: z.literal("json_ld_sitemap"),
  sitemap_url: httpUrl,
  /** Only page URLs containing this text (e.g. "/products/") are product pages. */
  product_url_contains: z.string().trim().min(1).max(CONFIG_LIMITS.maxPathChars).optional(),
  /** Product pages read per run (the sitemap documents themselves not counted). */
  max_pages: maxPages,
  delay_ms: delayMs,
  user_agent: userAgent,
  use_member_price: z.boolean().default(false),
});

export const scraperConfigSchema = z.discriminatedUnion("scraper_type", [
  apiScraperConfigSchema,
  htmlScraperConfigSchema,
  shopifyScraperConfigSchema,
  woocommerceScraperConfigSchema,
  jsonLdSitemapScraperConfigSchema,
]);

export type ApiScraperConfig = z.output<typeof apiScraperConfigSchema>;
export type HtmlScraperConfig = z.output<typeof htmlScraperConfigSchema>;
export type ShopifyScraperConfig = z.output<typeof shopifyScraperConfigSchema>;
export type WooCommerceScraperConfig = z.output<typeof woocommerceScraperConfigSchema>;
export type JsonLdSitemapScraperConfig = z.output<typeof jsonLdSitemapScraperConfigSchema>;
/** A validated configuration (defaults applied, strategy resolved). */
export type ScraperConfig = z.output<typeof scraperConfigSchema>;
/** What an admin writes (defaults optional). */
export type ScraperConfigInput = z.input<typeof scraperConfigSchema>;

export interface ConfigIssue {
  /** JSON path of the problem, e.g. "field_mappings.price" ("" for the whole document). */
  path: string;
  message: string;
}

export type ConfigParseResult = { ok: true; config: ScraperConfig } | { ok: false; issues: ConfigIssue[] };

export function describeIssues(error: z.ZodError): ConfigIssue[] {
  return error.issues.slice(0, 20).map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
}

/** Validates an already-parsed value (e.g. a jsonb column). */
export function parseScraperConfig(value: unknown): ConfigParseResult {
  const parsed = scraperConfigSchema.safeParse(value);
  return parsed.success ? { ok: true, config: parsed.data } : { ok: false, issues: describeIssues(parsed.error) };
}

/** Validates the JSON text an admin typed: size-bounded, JSON errors reported rather than ignored. */
export function parseScraperConfigJson(text: string): ConfigParseResult {
  if (text.length > CONFIG_LIMITS.maxJsonChars) {
    return { ok: false, issues: [{ path: "", message: `The configuration is longer than ${CONFIG_LIMITS.maxJsonChars} characters` }] };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const detail = e instanceof SyntaxError ? e.message : "not valid JSON";
    return { ok: false, issues: [{ path: "", message: `Invalid JSON: ${detail}` }] };
  }
  return parseScraperConfig(value);
}
