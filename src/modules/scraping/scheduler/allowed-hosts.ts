import "server-only";
import { env } from "@/server/env";

/** host:port pairs the scraper may reach although they are loopback/private (SCRAPER_ALLOWED_HOSTS, comma-separated). */
export function scraperAllowedHosts(): string[] {
  const raw = (env as unknown as { SCRAPER_ALLOWED_HOSTS?: string | string[] }).SCRAPER_ALLOWED_HOSTS;
  if (Array.isArray(raw)) return raw;
  return (raw ?? "").split(",").map((h) => h.trim()).filter(Boolean);
}
