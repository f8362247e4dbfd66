/**
 * A store's scraping status as it truly is, derived from what has happened (never from a seeded
 * flag): closed, no configuration, paused (scraping switched off or its schedule paused), never
 * scraped (no run has finished), failing since the first failed run of the current streak, or active.
 */
export type StoreStatusKey = "closed" | "no_configuration" | "paused" | "never_scraped" | "failing" | "active";

export interface StoreStatusFacts {
  closedAt: string | null;
  hasConfig: boolean;
  scrapingEnabled: boolean;
  schedulePaused: boolean;
  /** A run has finished (success, failure or held). */
  hasRun: boolean;
  failingSince: string | null;
}

export interface StoreStatus {
  key: StoreStatusKey;
  label: string;
}

export function storeStatus(f: StoreStatusFacts, formatTime: (iso: string) => string = (iso) => iso): StoreStatus {
  if (f.closedAt) return { key: "closed", label: "closed" };
  if (!f.hasConfig) return { key: "no_configuration", label: "no configuration" };
  if (!f.scrapingEnabled || f.schedulePaused) return { key: "paused", label: "paused" };
  if (!f.hasRun) return { key: "never_scraped", label: "never scraped" };
  if (f.failingSince) return { key: "failing", label: `failing since ${formatTime(f.failingSince)}` };
  return { key: "active", label: "active" };
}
