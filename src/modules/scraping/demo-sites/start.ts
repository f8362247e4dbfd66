import "server-only";
import { demoSitesBaseUrl } from "../settings";
import { env } from "@/server/env";
import { startDemoSites, type DemoSites } from "./server";

/**
 * Starts the demo store sites once per process (server start-up, the CLI). A port already in use
 * means another instance serves them: that is fine. Never throws.
 */
const KEY = Symbol.for("cartwise.demoSites");

/** Whether the server already on the port is another instance's demo sites (its /health says so). */
async function servedByUs(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2_000) });
    return ((await res.json()) as { service?: string }).service === "cartwise-demo-sites";
  } catch {
    return false;
  }
}
type Holder = { [KEY]?: Promise<DemoSites | null> };

export function ensureDemoSites(log: (message: string) => void = () => undefined): Promise<DemoSites | null> {
  const holder = globalThis as Holder;
  if (env.DEMO_SITES_PORT === 0 || !demoSitesBaseUrl()) return Promise.resolve(null);
  holder[KEY] ??= startDemoSites({ port: env.DEMO_SITES_PORT }).then(
    async (sites) => {
      if (sites) log(`[demo-sites] serving the four sample stores on ${sites.url}`);
      else if (await servedByUs(env.DEMO_SITES_PORT)) log(`[demo-sites] port ${env.DEMO_SITES_PORT} in use: another instance serves them`);
      else log(`[demo-sites] port ${env.DEMO_SITES_PORT} is taken by something else: set DEMO_SITES_PORT to a free port`);
      return sites;
    },
    () => {
      log(`[demo-sites] could not start on port ${env.DEMO_SITES_PORT}`);
      return null;
    },
  );
  return holder[KEY];
}
