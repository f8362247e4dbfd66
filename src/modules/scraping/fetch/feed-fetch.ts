import "server-only";
import { scraperAllowedHosts } from "../settings";
import { GuardedFetcher } from "./guarded-fetch";
import { parseAllowedHosts, ScrapeFetchError } from "./ssrf";

const FEED_USER_AGENT = "CartwiseFeedFetcher/1.0 (+https://cartwise.example/retailers)";

export interface FeedFetchOptions {
  /** The largest feed read (bytes); a larger answer stops being read and fails. */
  maxBytes: number;
  /** host:port pairs exempt from the address check; default the scraper's (SCRAPER_ALLOWED_HOSTS). */
  allowedHosts?: Iterable<string>;
  allowAnyPort?: boolean;
}

/**
 * A retailer's feed URL through the scraper's SSRF-guarded fetcher (no private addresses, default
 * ports, at most 3 redirects, a byte cap counted while reading, 30 s): the text, or a readable reason.
 */
export async function fetchFeedFile(url: string, options: FeedFetchOptions): Promise<{ ok: true; text: string; url: string } | { ok: false; error: string }> {
  const fetcher = new GuardedFetcher(
    { allowedHosts: parseAllowedHosts(options.allowedHosts ?? scraperAllowedHosts()), allowAnyPort: options.allowAnyPort },
    { pageTimeoutMs: 30_000, headersTimeoutMs: 10_000, maxBytes: options.maxBytes, maxRedirects: 3 },
  );
  try {
    const page = await fetcher.get(url, { userAgent: FEED_USER_AGENT, expect: "feed" });
    return { ok: true, text: page.body, url: page.url };
  } catch (e) {
    if (e instanceof ScrapeFetchError) return { ok: false, error: e.message.slice(0, 500) };
    throw e;
  }
}
