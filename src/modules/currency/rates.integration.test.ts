import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { getDb, tables, type Db } from "@/server/db";
import { FALLBACK_RATES } from "./engine";
import { fetchRatesJson } from "./rates-fetcher";
import { createRatesService } from "./rates-service";
import { createDbRatesStore } from "./rates-store";

const HOUR = 3_600_000;
const T0 = Date.UTC(2025, 5, 1, 8, 0, 0);

/** A stand-in rates provider on 127.0.0.1 whose behaviour each test scripts. */
let mode: "ok" | "error" | "hang" | "garbage" = "ok";
let hits = 0;
let nzd = 1.71;
let server: Server;
let url: string;
let db: Db;

beforeAll(async () => {
  db = await getTestDb();
  server = createServer((req, res) => {
    hits++;
    if (mode === "hang") return; // never answers: the client's timeout must fire
    if (mode === "error") {
      res.writeHead(503).end("down");
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(mode === "garbage" ? "<html>not json" : JSON.stringify({ base: "USD", rates: { NZD: nzd, AUD: 1.52, EUR: 0.91 } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/latest`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await truncateAll(db);
});

beforeEach(async () => {
  await truncateAll(db);
  mode = "ok";
  hits = 0;
  nzd = 1.71;
});

function service(now: () => number, overrides: { timeoutMs?: number } = {}) {
  return createRatesService({ url, fetchJson: fetchRatesJson, store: createDbRatesStore(getDb), now, timeoutMs: overrides.timeoutMs ?? 2_000, log: () => undefined });
}

describe("exchange rates adapter over HTTP and the exchange_rates table", () => {
  it("fetches, caches in the table, and refreshes after an hour", async () => {
    let t = T0;
    const rates = service(() => t);
    expect(await rates.getRates()).toMatchObject({ source: "live", rates: { USD: 1, NZD: 1.71, AUD: 1.52 }, usingFallback: false });
    const rows = await db.select().from(tables.exchangeRates).orderBy(tables.exchangeRates.currency);
    expect(rows.map((r) => [r.currency, r.ratePerUsd, r.source, r.fetchedAt.getTime()])).toEqual([
      ["NZD", "1.71", "provider", T0],
      ["AUD", "1.52", "provider", T0],
      ["USD", "1", "provider", T0],
    ]);

    // Another app instance (a fresh service) reads the shared cache instead of calling out.
    t = T0 + 30 * 60_000;
    expect(await service(() => t).getRates()).toMatchObject({ source: "cache", rates: { NZD: 1.71 }, fetchedAt: new Date(T0).toISOString() });
    expect(hits).toBe(1);

    nzd = 1.75;
    t = T0 + HOUR;
    expect(await rates.getRates()).toMatchObject({ source: "live", rates: { NZD: 1.75 } });
    expect(hits).toBe(2);
    const [nzdRow] = (await db.select().from(tables.exchangeRates)).filter((r) => r.currency === "NZD");
    expect(nzdRow.ratePerUsd).toBe("1.75");
  });

  it.each(["error", "garbage"] as const)("uses the fallback rates when the provider answers %s", async (failure) => {
    mode = failure;
    const snapshot = await service(() => T0).getRates();
    expect(snapshot).toEqual({ rates: FALLBACK_RATES, fetchedAt: null, source: "fallback", usingFallback: true, providerConfigured: true });
    expect(hits).toBe(1);
    expect(await db.select().from(tables.exchangeRates)).toEqual([]);
  });

  it("gives up on a provider that never answers within the timeout", async () => {
    mode = "hang";
    const started = Date.now();
    const snapshot = await service(() => T0, { timeoutMs: 300 }).getRates();
    expect(snapshot.source).toBe("fallback");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("serves a stale cache's replacement from the fallback when the refresh fails", async () => {
    await service(() => T0).getRates();
    mode = "error";
    const later = await service(() => T0 + 2 * HOUR).getRates();
    expect(later).toMatchObject({ source: "fallback", rates: FALLBACK_RATES, providerConfigured: true });
  });
});
