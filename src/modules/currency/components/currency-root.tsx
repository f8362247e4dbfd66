import type { ReactNode } from "react";
import { getExchangeRates } from "../queries";
import { resolveProfileCurrency, type ProfileCurrencyFields } from "../currency-choice";
import type { CurrencySettings, RatesSnapshot } from "../types";
import { CurrencyProvider } from "./currency-provider";

/** A slow rates provider must not hold up the page: past this the browser fetches the rates itself. */
const RATES_RENDER_BUDGET_MS = 1_000;

async function ratesWithinBudget(): Promise<RatesSnapshot | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), RATES_RENDER_BUDGET_MS);
  });
  try {
    return await Promise.race([getExchangeRates().catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Server entry for the currency context: the profile's currency and the current rates.
 * Mount once around the shopper pages (the (shopper) layout); nested mounts are harmless.
 * The page composes it with the signed-in shopper's profile (users module), passed as a promise so
 * the profile and the rates load together; null for a visitor.
 */
export async function CurrencyRoot({ profile, children }: { profile: Promise<ProfileCurrencyFields | null> | null; children: ReactNode }) {
  const defaults: CurrencySettings = { currency: "USD", source: "default", preferred: null };
  const [settings, rates] = await Promise.all([profile ? profile.then(resolveProfileCurrency, () => defaults) : defaults, ratesWithinBudget()]);
  return (
    <CurrencyProvider settings={settings} initialRates={rates}>
      {children}
    </CurrencyProvider>
  );
}
