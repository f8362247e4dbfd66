import { describe, expect, it } from "vitest";
import { FALLBACK_RATES, type CurrencyCode, type RatesTable } from "./engine";
import { createRatesService, type CachedRates, type RatesStore } from "./rates-service";

const HOUR = 3_600_000;
const T0 = Date.UTC(2025, 0, 1, 9, 0, 0);

function memoryStore(initial: CachedRates | null = null): RatesStore & { writes: number; value: CachedRates | null } {
  const store = {
    value: initial,
    writes: 0,
    async read() {
      return store.value;
    },
    async write(rates: RatesTable, fetchedAt: Date, fallbackCurrencies: readonly CurrencyCode[]) {
      store.writes++;
      store.value = { rates: { ...rates }, fetchedAt, fallbackCurrencies: [...fallbackCurrencies] };
    },
  };
  return store;
}

function scriptedFetcher(responses: Array<unknown | Error>) {
  const calls: string[] = [];
  return {
    calls,
    fetchJson: async (url: string) => {
      calls.push(url);
      const next = responses.length > 1 ? responses.shift() : responses[0];
      if (next instanceof Error) throw next;
      return next;
    },
  };
}

const clock = (start: number) => {
  const c = { t: start, now: () => c.t };
  return c;
};

const silent = () => undefined;

describe("createRatesService", () => {
  it("serves the fallback, without fetching, when no provider is configured", async () => {
    const fetcher = scriptedFetcher([{ rates: { NZD: 2, AUD: 2 } }]);
    const service = createRatesService({ url: undefined, fetchJson: fetcher.fetchJson, store: memoryStore(), log: silent });
    expect(await service.getRates()).toEqual({ rates: FALLBACK_RATES, fetchedAt: null, source: "fallback", usingFallback: true, providerConfigured: false });
    expect(fetcher.calls).toEqual([]);
  });

  it("fetches once, then serves the cache until it is an hour old", async () => {
    const c = clock(T0);
    const store = memoryStore();
    const fetcher = scriptedFetcher([{ rates: { NZD: 1.7, AUD: 1.5 } }, { rates: { NZD: 1.8, AUD: 1.6 } }]);
    const service = createRatesService({ url: "http://rates.test/latest", fetchJson: fetcher.fetchJson, store, now: c.now, log: silent });

    const first = await service.getRates();
    expect(first).toMatchObject({ source: "live", rates: { USD: 1, NZD: 1.7, AUD: 1.5 }, usingFallback: false, fetchedAt: new Date(T0).toISOString() });
    c.t = T0 + HOUR - 1;
    expect(await service.getRates()).toMatchObject({ source: "cache", rates: { NZD: 1.7 } });
    expect(fetcher.calls).toHaveLength(1);

    c.t = T0 + HOUR;
    expect(await service.getRates()).toMatchObject({ source: "live", rates: { NZD: 1.8, AUD: 1.6 } });
    expect(fetcher.calls).toHaveLength(2);
    expect(store.writes).toBe(2);
  });

  it("shares one fetch between concurrent callers", async () => {
    const fetcher = scriptedFetcher([{ rates: { NZD: 1.7, AUD: 1.5 } }]);
    const service = createRatesService({ url: "http://rates.test", fetchJson: fetcher.fetchJson, store: memoryStore(), now: () => T0, log: silent });
    const results = await Promise.all([service.getRates(), service.getRates(), service.getRates()]);
    expect(fetcher.calls).toHaveLength(1);
    expect(results.every((r) => r.rates.NZD === 1.7)).toBe(true);
  });

  it("falls back when the provider fails, and backs off before retrying", async () => {
    const c = clock(T0);
    const fetcher = scriptedFetcher([new Error("HTTP 503"), new Error("HTTP 503"), { rates: { NZD: 1.7, AUD: 1.5 } }]);
    const service = createRatesService({ url: "http://rates.test", fetchJson: fetcher.fetchJson, store: memoryStore(), now: c.now, retryAfterFailureMs: 60_000, log: silent });

    expect(await service.getRates()).toEqual({ rates: FALLBACK_RATES, fetchedAt: null, source: "fallback", usingFallback: true, providerConfigured: true });
    c.t = T0 + 59_999;
    await service.getRates();
    expect(fetcher.calls).toHaveLength(1);
    c.t = T0 + 60_000;
    expect((await service.getRates()).source).toBe("fallback");
    expect(fetcher.calls).toHaveLength(2);
    c.t = T0 + 120_000;
    expect(await service.getRates()).toMatchObject({ source: "live", usingFallback: false });
  });

  it("treats a response with no usable rates as a failure, and a partial one as approximate", async () => {
    const junk = createRatesService({ url: "http://rates.test", fetchJson: scriptedFetcher([{ rates: { EUR: 0.9 } }]).fetchJson, store: memoryStore(), now: () => T0, log: silent });
    expect((await junk.getRates()).source).toBe("fallback");

    const store = memoryStore();
    const partial = createRatesService({ url: "http://rates.test", fetchJson: scriptedFetcher([{ rates: { NZD: 1.7 } }]).fetchJson, store, now: () => T0, log: silent });
    expect(await partial.getRates()).toMatchObject({ source: "live", usingFallback: true, rates: { NZD: 1.7, AUD: 1.53 } });
    expect(store.value?.fallbackCurrencies).toEqual(["AUD"]);
    expect(await partial.getRates()).toMatchObject({ source: "cache", usingFallback: true });
  });

  it("ignores a stale cache written by another instance and one dated in the future", async () => {
    const fetcher = scriptedFetcher([{ rates: { NZD: 1.9, AUD: 1.4 } }]);
    const store = memoryStore({ rates: { USD: 1, NZD: 1.5, AUD: 1.2 }, fetchedAt: new Date(T0 + 5 * 60_000), fallbackCurrencies: [] });
    const service = createRatesService({ url: "http://rates.test", fetchJson: fetcher.fetchJson, store, now: () => T0, log: silent });
    expect(await service.getRates()).toMatchObject({ source: "live", rates: { NZD: 1.9 } });

    const fresh = memoryStore({ rates: { USD: 1, NZD: 1.5, AUD: 1.2 }, fetchedAt: new Date(T0 - 10 * 60_000), fallbackCurrencies: [] });
    const cached = createRatesService({ url: "http://rates.test", fetchJson: scriptedFetcher([new Error("unused")]).fetchJson, store: fresh, now: () => T0, log: silent });
    expect(await cached.getRates()).toMatchObject({ source: "cache", rates: { NZD: 1.5, AUD: 1.2, USD: 1 } });
  });

  it("still answers live rates when the cache cannot be written", async () => {
    const store = memoryStore();
    store.write = async () => {
      throw new Error("db down");
    };
    const service = createRatesService({ url: "http://rates.test", fetchJson: scriptedFetcher([{ rates: { NZD: 1.7, AUD: 1.5 } }]).fetchJson, store, now: () => T0, log: silent });
    expect(await service.getRates()).toMatchObject({ source: "live", rates: { NZD: 1.7 } });
  });
});
