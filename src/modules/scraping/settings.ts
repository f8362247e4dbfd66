import "server-only";
import { env } from "@/server/env";

/** The scraper's allow-list of loopback/private host:port pairs (SCRAPER_ALLOWED_HOSTS). */
export function scraperAllowedHosts(): string[] {
  const raw = env.SCRAPER_ALLOWED_HOSTS;
  if (raw === undefined) return env.DEMO_SITES_PORT > 0 ? [`127.0.0.1:${env.DEMO_SITES_PORT}`] : [];
  if (raw.trim().toLowerCase() === "none") return [];
  return raw.split(",").map((s) => s.trim()).filter(Boolean);
}

/** Origin of the demo store sites, or null when they are switched off (DEMO_SITES_PORT=0). */
export function demoSitesBaseUrl(): string | null {
  return env.DEMO_SITES_PORT > 0 ? `http://127.0.0.1:${env.DEMO_SITES_PORT}` : null;
}
