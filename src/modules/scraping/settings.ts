import "server-only";
import { env } from "@/server/env";

/**
 * SCRAPER_ALLOWED_HOSTS as a list: unset → the demo store sites only (127.0.0.1:DEMO_SITES_PORT,
 * none when they are off); "none" → no exceptions; otherwise the comma-separated host:port pairs.
 */
export function allowedHostsFrom(raw: string | undefined, demoSitesPort: number): string[] {
  if (raw === undefined) return demoSitesPort > 0 ? [`127.0.0.1:${demoSitesPort}`] : [];
  if (raw.trim().toLowerCase() === "none") return [];
  return raw.split(",").map((s) => s.trim()).filter(Boolean);
}

/** The scraper's allow-list of loopback/private host:port pairs for this process. */
export function scraperAllowedHosts(): string[] {
  return allowedHostsFrom(env.SCRAPER_ALLOWED_HOSTS, env.DEMO_SITES_PORT);
}

/** Origin of the demo store sites, or null when they are switched off (DEMO_SITES_PORT=0). */
export function demoSitesBaseUrl(): string | null {
  return env.DEMO_SITES_PORT > 0 ? `http://127.0.0.1:${env.DEMO_SITES_PORT}` : null;
}
