import { describe, expect, it } from "vitest";
import { storeStatus, type StoreStatusFacts } from "./status";

const base: StoreStatusFacts = { closedAt: null, hasConfig: true, scrapingEnabled: true, schedulePaused: false, hasRun: true, failingSince: null };

describe("storeStatus says what happened", () => {
  it("orders the reasons: closed, no configuration, paused, never scraped, failing, active", () => {
    expect(storeStatus({ ...base, closedAt: "2026-11-01T00:00:00Z", hasConfig: false }).label).toBe("closed");
    expect(storeStatus({ ...base, hasConfig: false, scrapingEnabled: false, hasRun: false }).label).toBe("no configuration");
    expect(storeStatus({ ...base, scrapingEnabled: false }).label).toBe("paused");
    expect(storeStatus({ ...base, schedulePaused: true }).label).toBe("paused");
    expect(storeStatus({ ...base, hasRun: false }).label).toBe("never scraped");
    expect(storeStatus({ ...base, failingSince: "2026-11-20T14:00:00.000Z" }, (iso) => `at ${iso.slice(0, 10)}`)).toEqual({ key: "failing", label: "failing since at 2026-11-20" });
    expect(storeStatus(base)).toEqual({ key: "active", label: "active" });
  });
});
