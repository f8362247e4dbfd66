import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { logger } from "@/server/logger";

export const metadata = { title: "Page not found" };

// Control characters are stripped and the length capped so a crafted URL cannot forge log lines.
function loggablePath(raw: string): string {
  return raw.replace(/\p{Cc}/gu, "").slice(0, 300);
}

/**
 * Every URL no other route matches lands here (specific routes always win over a catch-all):
 * log the missing path on the server, then render the root not-found page with a 404 status.
 */
export default async function MissingPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const [{ missing }, h] = await Promise.all([params, headers()]);
  logger.warn({ path: loggablePath(h.get("x-cartwise-path") ?? `/${missing.join("/")}`) }, "404: no such page");
  notFound();
}
