import { XMLParser } from "fast-xml-parser";

/**
 * Sitemaps (sitemaps.org): a <urlset> of page <loc>s, or a <sitemapindex> of further sitemaps.
 * Parsed with fast-xml-parser; only http(s) locations are kept, bounded in number.
 */

export const MAX_SITEMAP_URLS = 50_000;

export interface Sitemap {
  kind: "urlset" | "index" | "none";
  pages: string[];
  sitemaps: string[];
}

function locs(list: unknown): string[] {
  const items = Array.isArray(list) ? list : list ? [list] : [];
  const out: string[] = [];
  for (const item of items.slice(0, MAX_SITEMAP_URLS)) {
    const loc = typeof item === "object" && item !== null ? (item as Record<string, unknown>).loc : null;
    if (typeof loc !== "string") continue;
    const trimmed = loc.trim();
    if (/^https?:\/\//i.test(trimmed)) out.push(trimmed);
  }
  return out;
}

export function parseSitemap(xml: string): Sitemap {
  let doc: Record<string, unknown>;
  try {
    doc = new XMLParser({ removeNSPrefix: true, parseTagValue: false, processEntities: true }).parse(xml) as Record<string, unknown>;
  } catch {
    return { kind: "none", pages: [], sitemaps: [] };
  }
  const urlset = doc.urlset as Record<string, unknown> | undefined;
  if (urlset && typeof urlset === "object") return { kind: "urlset", pages: locs(urlset.url), sitemaps: [] };
  const index = doc.sitemapindex as Record<string, unknown> | undefined;
  if (index && typeof index === "object") return { kind: "index", pages: [], sitemaps: locs(index.sitemap) };
  return { kind: "none", pages: [], sitemaps: [] };
}

/** Product pages first: URLs containing `contains` when given, else every page. */
export function productPages(pages: string[], contains: string | undefined): string[] {
  return contains ? pages.filter((p) => p.includes(contains)) : pages;
}

/** The sitemap of an index most likely to list products ("product" in its URL), else the first. */
export function productSitemaps(sitemaps: string[]): string[] {
  const products = sitemaps.filter((s) => /product/i.test(s));
  return products.length > 0 ? products : sitemaps;
}
