import "server-only";
import http from "node:http";
import { butcherPage, countdownApi, newWorldPage, paknsavePage, ROBOTS_TXT } from "./pages";
import { platformShopAnswer } from "./platform-shops";

/**
 * The demo store sites: one small HTTP server on 127.0.0.1 serving the four sample stores, so Add
 * Sample Stores, Test, Scrape All and the schedules do real work offline (and the tests use the
 * same server). GET only; nothing it serves depends on the request beyond the path and page.
 */

export interface DemoSitesOptions {
  port: number;
  host?: string;
  /** The date prices are shown for (tests pin it); default: now. */
  now?: () => Date;
}

export interface DemoSites {
  /** Origin, e.g. http://127.0.0.1:4010 */
  url: string;
  port: number;
  close(): Promise<void>;
}

function send(res: http.ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(body), "cache-control": "no-store", ...headers });
  res.end(body);
}

function pageParam(url: URL): number {
  const n = Number(url.searchParams.get("page") ?? "1");
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
}

export function handleDemoRequest(req: http.IncomingMessage, res: http.ServerResponse, now: () => Date): void {
  if (req.method !== "GET" && req.method !== "HEAD") return send(res, 405, "text/plain; charset=utf-8", "Method not allowed");
  const url = new URL(req.url ?? "/", "http://demo.local");
  const path = url.pathname;
  const date = now();
  const html = (body: string | null) => (body === null ? send(res, 404, "text/html; charset=utf-8", "<h1>Not found</h1>") : send(res, 200, "text/html; charset=utf-8", body));
  if (path === "/robots.txt") return send(res, 200, "text/plain; charset=utf-8", ROBOTS_TXT);
  if (path === "/health") return send(res, 200, "application/json", JSON.stringify({ service: "cartwise-demo-sites" }));
  if (path === "/countdown/api/products") {
    const size = Number(url.searchParams.get("size") ?? "24");
    return send(res, 200, "application/json; charset=utf-8", JSON.stringify(countdownApi(date, pageParam(url), Number.isInteger(size) ? size : 24)));
  }
  if (path === "/new-world/shop/groceries") {
    const host = req.headers.host && /^[\w.:[\]-]+$/.test(req.headers.host) ? req.headers.host : "127.0.0.1";
    return html(newWorldPage(`http://${host}`, date, pageParam(url)));
  }
  if (path === "/paknsave/shop") return html(paknsavePage(date, pageParam(url)));
  const host = req.headers.host && /^[\w.:[\]-]+$/.test(req.headers.host) ? req.headers.host : "127.0.0.1";
  const platform = platformShopAnswer(url, `http://${host}`, date);
  if (platform) return send(res, platform.status, platform.type, platform.body, platform.headers);
  if (path === "/butcher/" || path === "/butcher") return html(butcherPage(date));
  if (path === "/") {
    return html(`<!doctype html><title>Demo store sites</title><ul><li><a href="/countdown/api/products?page=1">Countdown API</a></li><li><a href="/new-world/shop/groceries">New World</a></li><li><a href="/paknsave/shop">Pak'nSave</a></li><li><a href="/butcher/">Local Butcher</a></li><li><a href="/harbour-grocer/">Harbour Grocer (Shopify-like)</a></li><li><a href="/corner-deli/">Corner Deli (WooCommerce-like)</a></li><li><a href="/green-market/">Green Market (JSON-LD + sitemap)</a></li></ul>`);
  }
  return html(null);
}

/**
 * Starts the server; resolves null when the port is already taken (another instance of the app
 * serves the demo sites already), rejects on any other error.
 */
export function startDemoSites(options: DemoSitesOptions): Promise<DemoSites | null> {
  const host = options.host ?? "127.0.0.1";
  const now = options.now ?? (() => new Date());
  const server = http.createServer((req, res) => {
    try {
      handleDemoRequest(req, res, now);
    } catch {
      if (!res.headersSent) send(res, 500, "text/plain; charset=utf-8", "Demo site error");
      else res.destroy();
    }
  });
  server.keepAliveTimeout = 5_000;
  return new Promise((resolve, reject) => {
    server.once("error", (err: NodeJS.ErrnoException) => {
      if (err.code === "EADDRINUSE") resolve(null);
      else reject(err);
    });
    server.listen(options.port, host, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : options.port;
      server.unref();
      resolve({
        url: `http://${host}:${port}`,
        port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
