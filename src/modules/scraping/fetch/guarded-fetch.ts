import "server-only";
import net from "node:net";
import { Agent, buildConnector, request } from "undici";
import { ScrapeFetchError, checkUrl, defaultPort, guardedLookup, hostKey, refusedAddressReason, type GuardPolicy } from "./ssrf";

/**
 * Fetches one page for the scraper within R-28's bounds: the connection goes through the SSRF
 * guard's lookup, redirects are followed by hand (each hop re-checked), the whole page has 15 s,
 * headers 5 s, the body is streamed and cut at 5 MB, and only HTML/JSON/text answers are read.
 * No decompression is negotiated (identity), so a compressed bomb cannot expand here.
 */

export interface FetchLimits {
  pageTimeoutMs: number;
  headersTimeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export const DEFAULT_FETCH_LIMITS: FetchLimits = {
  pageTimeoutMs: 15_000,
  headersTimeoutMs: 5_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 3,
};

export type Expect = "html" | "json" | "text" | "xml" | "feed";

const ACCEPT: Record<Expect, string> = {
  html: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
  json: "application/json,text/json;q=0.9,*/*;q=0.1",
  text: "text/plain,*/*;q=0.1",
  xml: "application/xml,text/xml;q=0.9,*/*;q=0.1",
  feed: "text/tab-separated-values,text/csv,application/xml,text/xml,application/json,text/plain;q=0.9,*/*;q=0.1",
};
const ALLOWED_TYPES: Record<Expect, RegExp> = {
  html: /^(?:text\/html|application\/xhtml\+xml)\b/i,
  json: /^(?:application\/(?:[\w.+-]+\+)?json|text\/json|text\/plain)\b/i,
  text: /^text\/plain\b/i,
  // Sitemaps: served as XML, sometimes gzip-named but plain, sometimes as text/plain.
  xml: /^(?:application\/(?:[\w.+-]+\+)?xml|text\/xml|text\/plain)\b/i,
  // A retailer's price feed (decision 034): TSV, CSV, XML or JSON, often served as text or a download.
  feed: /^(?:text\/(?:tab-separated-values|csv|plain|xml)|application\/(?:(?:[\w.+-]+\+)?(?:xml|json)|csv|octet-stream))\b/i,
};

export interface FetchedPage {
  /** Final URL after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: string;
  bytes: number;
}

export interface GetOptions {
  userAgent: string;
  expect: Expect;
  signal?: AbortSignal;
  /** Return 4xx/5xx answers instead of throwing (robots.txt). */
  anyStatus?: boolean;
}

function findFetchError(err: unknown): ScrapeFetchError | null {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e; depth++) {
    if (e instanceof ScrapeFetchError) return e;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** Drops a body we will not read; undici reports a destroyed body as an error event, which nobody needs. */
function discard(body: NodeJS.ReadableStream & { destroy(): void }): void {
  body.on("error", () => undefined);
  body.destroy();
}

/** The header's charset, else a <meta charset> in the first 1 KB of an HTML page, else UTF-8. */
function charsetOf(contentType: string, head: Buffer): string {
  const m = /charset=["']?([\w-]+)/i.exec(contentType) ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(head.toString("latin1"));
  const label = m?.[1]?.toLowerCase() ?? "utf-8";
  try {
    new TextDecoder(label);
    return label;
  } catch {
    return "utf-8";
  }
}

export class GuardedFetcher {
  private readonly agent: Agent;

  constructor(
    private readonly policy: GuardPolicy,
    private readonly limits: FetchLimits = DEFAULT_FETCH_LIMITS,
  ) {
    this.agent = new Agent({
      headersTimeout: limits.headersTimeoutMs,
      bodyTimeout: limits.pageTimeoutMs,
      connections: 2, // R-28: at most 2 concurrent requests per origin
      connect: (opts, callback) => {
        const port = opts.port ? Number(opts.port) : defaultPort(opts.protocol);
        const host = opts.hostname.replace(/^\[|\]$/g, "");
        // An IP literal never reaches the lookup, so it is checked here, before any socket exists.
        if (net.isIP(host) && !policy.allowedHosts.has(hostKey(host, port))) {
          const reason = refusedAddressReason(host);
          if (reason) {
            policy.onBlocked?.({ host, port, reason });
            callback(new ScrapeFetchError("ssrf_blocked", `Refused to connect to ${host}:${port}: ${reason}`), null);
            return;
          }
        }
        const connector = buildConnector({ timeout: limits.headersTimeoutMs, lookup: guardedLookup(policy, port) });
        connector(opts, callback);
      },
    });
  }

  async get(rawUrl: string, options: GetOptions): Promise<FetchedPage> {
    const deadline = AbortSignal.timeout(this.limits.pageTimeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
    let url = checkUrl(rawUrl, this.policy);
    try {
      for (let hop = 0; ; hop++) {
        const res = await request(url, {
          dispatcher: this.agent,
          method: "GET",
          signal,
          headers: { "user-agent": options.userAgent, accept: ACCEPT[options.expect], "accept-encoding": "identity" },
        });
        if (res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) {
          discard(res.body);
          if (hop >= this.limits.maxRedirects) {
            throw new ScrapeFetchError("too_many_redirects", `More than ${this.limits.maxRedirects} redirects from ${rawUrl}`);
          }
          const location = Array.isArray(res.headers.location) ? res.headers.location[0] : res.headers.location;
          let next: string;
          try {
            next = new URL(location, url).toString();
          } catch {
            throw new ScrapeFetchError("bad_url", `Redirect to an invalid URL from ${url}`);
          }
          url = checkUrl(next, this.policy);
          continue;
        }
        const contentType = String(res.headers["content-type"] ?? "");
        if (res.statusCode >= 400 || res.statusCode < 200) {
          if (options.anyStatus) {
            discard(res.body);
            return { url: url.toString(), status: res.statusCode, contentType, body: "", bytes: 0 };
          }
          discard(res.body);
          throw new ScrapeFetchError("http_status", `HTTP ${res.statusCode} from ${url}`);
        }
        if (!ALLOWED_TYPES[options.expect].test(contentType)) {
          discard(res.body);
          throw new ScrapeFetchError("bad_content_type", `Unexpected content type "${contentType.slice(0, 60) || "none"}" from ${url}`);
        }
        const encoding = String(res.headers["content-encoding"] ?? "identity").toLowerCase();
        if (encoding !== "identity" && encoding !== "") {
          // We asked for identity; a compressed answer is never inflated here (no decompression bombs).
          discard(res.body);
          throw new ScrapeFetchError("bad_content_type", `Compressed answer (${encoding.slice(0, 20)}) although none was accepted: ${url}`);
        }
        const declared = Number(res.headers["content-length"] ?? NaN);
        if (declared > this.limits.maxBytes) {
          discard(res.body);
          throw new ScrapeFetchError("too_large", `Page larger than ${this.limits.maxBytes} bytes: ${url}`);
        }
        const chunks: Buffer[] = [];
        let bytes = 0;
        for await (const chunk of res.body) {
          bytes += (chunk as Buffer).length;
          if (bytes > this.limits.maxBytes) {
            discard(res.body);
            throw new ScrapeFetchError("too_large", `Page larger than ${this.limits.maxBytes} bytes (cut off): ${url}`);
          }
          chunks.push(chunk as Buffer);
        }
        const raw = Buffer.concat(chunks);
        const body = new TextDecoder(charsetOf(contentType, raw.subarray(0, 1024))).decode(raw);
        return { url: url.toString(), status: res.statusCode, contentType, body, bytes };
      }
    } catch (err) {
      const known = findFetchError(err);
      if (known) throw known;
      if (deadline.aborted) throw new ScrapeFetchError("timeout", `Timed out after ${this.limits.pageTimeoutMs / 1000} s: ${url}`);
      if (options.signal?.aborted) throw new ScrapeFetchError("aborted", "The scrape was stopped");
      const code = (err as { code?: string }).code;
      if (code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT" || code === "UND_ERR_CONNECT_TIMEOUT") {
        throw new ScrapeFetchError("timeout", `Timed out waiting for ${url}`);
      }
      throw new ScrapeFetchError("network", `Could not fetch ${url}${code ? ` (${code})` : ""}`);
    }
  }

  async close(): Promise<void> {
    await this.agent.close().catch(() => undefined);
  }
}
