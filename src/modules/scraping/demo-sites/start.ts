import "server-only";
import { demoSitesBaseUrl } from "../settings";
import { env } from "@/server/env";
import { startDemoSites, type DemoSites } from "./server";

/**
 * Starts the demo store sites once per process (server start-up, the CLI). A port already in use
 * means another instance serves them: that is fine. Never throws.
 */
const KEY = Symbol.for("cartwise.demoSites");
type Holder = { [KEY]?: Promise<DemoSites | null> };

export function ensureDemoSites(log: (message: string) => void = () => undefined): Promise<DemoSites | null> {
  const holder = globalThis as Holder;
  if (env.DEMO_SITES_PORT === 0 || !demoSitesBaseUrl()) return Promise.resolve(null);
  holder[KEY] ??= startDemoSites({ port: env.DEMO_SITES_PORT }).then(
    (sites) => {
      log(sites ? `[demo-sites] serving the four sample stores on ${sites.url}` : `[demo-sites] port ${env.DEMO_SITES_PORT} in use: another instance serves them`);
      return sites;
    },
    () => {
      log(`[demo-sites] could not start on port ${env.DEMO_SITES_PORT}`);
      return null;
    },
  );
  return holder[KEY];
}
