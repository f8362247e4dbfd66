"use client";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { createStoreContext } from "@/lib/store-context";
import { toast } from "@/components/ui/toast";
import { CURRENCIES, FALLBACK_RATES, RATES_REFRESH_INTERVAL_MS, RATES_UNAVAILABLE_TOAST, parseCurrencyPreference, type Currency, type CurrencyCode } from "../engine";
import { detectCurrencyFromPosition } from "../detect-currency";
import { createPriceFormatter } from "../price-format";
import type { CurrencySettings, CurrencySource, RatesSnapshot } from "../types";

export interface CurrencyContextValue {
  currency: CurrencyCode;
  info: Currency;
  source: CurrencySource;
  rates: RatesSnapshot;
  /** True until the currency (and, when not server-rendered, the rates) are known. */
  loading: boolean;
  /** Integer cents in `from` → cents in the shopper's currency. */
  convert(cents: number, from: CurrencyCode): number;
  /** Every displayed price goes through here: converted, then "NZ$12.50 NZD". */
  format(cents: number, from: CurrencyCode): string;
}

// A subscribed context (decision 025): detection and fetched rates change the value after mount.
const { StoreProvider, useStoreValue, useHasProvider } = createStoreContext<CurrencyContextValue>("Currency");

/** Spec's client-side storage of the detected currency, so detection runs once per browser. */
const DETECTED_CURRENCY_KEY = "user-currency";

const FALLBACK_SNAPSHOT: RatesSnapshot = { rates: FALLBACK_RATES, fetchedAt: null, source: "fallback", usingFallback: true, providerConfigured: false };

export function useCurrency(): CurrencyContextValue {
  const ctx = useStoreValue();
  if (!ctx) throw new Error("useCurrency must be used within a CurrencyProvider");
  return ctx;
}

function browserPosition(options: PositionOptions): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!("geolocation" in navigator)) return reject(new Error("unsupported"));
    navigator.geolocation.getCurrentPosition((p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }), reject, options);
  });
}

async function reverseGeocode(lat: number, lng: number): Promise<string | null> {
  const res = await fetch(`/api/reverse-geocode?lat=${encodeURIComponent(lat)}&lng=${encodeURIComponent(lng)}`, { cache: "no-store" });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const body = (await res.json()) as { countryCode?: string | null };
  return body.countryCode ?? null;
}

async function fetchRates(): Promise<RatesSnapshot | null> {
  try {
    const res = await fetch("/api/exchange-rates", { cache: "no-store" });
    return res.ok ? ((await res.json()) as RatesSnapshot) : null;
  } catch {
    return null;
  }
}

async function recallOrDetectCurrency(): Promise<CurrencyCode> {
  const stored = parseCurrencyPreference(window.localStorage.getItem(DETECTED_CURRENCY_KEY));
  if (stored) return stored;
  const code = await detectCurrencyFromPosition({ getPosition: browserPosition, reverseGeocode });
  window.localStorage.setItem(DETECTED_CURRENCY_KEY, code);
  return code;
}

interface ProviderProps {
  settings: CurrencySettings;
  /** Server-rendered rates; null when the server did not have them in time (fetched here instead). */
  initialRates: RatesSnapshot | null;
  children: ReactNode;
}

function CurrencyStateProvider({ settings, initialRates, children }: ProviderProps) {
  const [rates, setRates] = useState<RatesSnapshot>(initialRates ?? FALLBACK_SNAPSHOT);
  const [ratesLoading, setRatesLoading] = useState(initialRates === null);
  const [detected, setDetected] = useState<CurrencyCode | null>(null);
  const warned = useRef(false);

  // A server re-render (e.g. after saving an address) brings fresher rates.
  const [seenInitial, setSeenInitial] = useState(initialRates);
  if (initialRates !== seenInitial) {
    setSeenInitial(initialRates);
    if (initialRates) setRates(initialRates);
  }

  // Hourly refresh (the spec's interval), and at once when the server could not include rates.
  const serverHadRates = initialRates !== null;
  useEffect(() => {
    let cancelled = false;
    const refresh = () =>
      fetchRates().then((next) => {
        if (cancelled) return;
        if (next) setRates(next);
        setRatesLoading(false);
      });
    if (!serverHadRates) void refresh();
    const timer = setInterval(() => void refresh(), RATES_REFRESH_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [serverHadRates]);

  // No override and no saved location: detect from the device once, remembered in local storage.
  const needsDetection = settings.source === "default";
  useEffect(() => {
    if (!needsDetection) return;
    let cancelled = false;
    void recallOrDetectCurrency().then((code) => {
      if (!cancelled) setDetected(code);
    });
    return () => {
      cancelled = true;
    };
  }, [needsDetection]);

  // The spec's toast when a configured provider is failing; an unconfigured one shows a quiet note instead.
  useEffect(() => {
    if (warned.current || ratesLoading || !rates.usingFallback || !rates.providerConfigured) return;
    warned.current = true;
    toast({ ...RATES_UNAVAILABLE_TOAST, variant: "destructive" });
  }, [rates, ratesLoading]);

  const currency: CurrencyCode = needsDetection ? (detected ?? settings.currency) : settings.currency;
  const value = useMemo<CurrencyContextValue>(() => {
    const formatter = createPriceFormatter(currency, rates.rates);
    return {
      currency,
      info: CURRENCIES[currency],
      source: needsDetection ? (detected ? "detected" : "default") : settings.source,
      rates,
      loading: ratesLoading || (needsDetection && detected === null),
      convert: formatter.convert,
      format: formatter.format,
    };
  }, [currency, rates, ratesLoading, needsDetection, detected, settings.source]);

  return <StoreProvider value={value}>{children}</StoreProvider>;
}

/** Provides the shopper's currency and rates. Nested providers defer to the outermost one. */
export function CurrencyProvider(props: ProviderProps) {
  if (useHasProvider()) return <>{props.children}</>;
  return <CurrencyStateProvider {...props} />;
}
