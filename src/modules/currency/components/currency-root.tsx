import type { ReactNode } from "react";
import { pageContext } from "@/server/page";
import { getExchangeRates } from "../queries";
import { resolveProfileCurrency } from "../currency-choice";
import { profileSnapshot } from "@/modules/users/profile-snapshot";
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
 */
export async function CurrencyRoot({ children }: { children: ReactNode }) {
  const { db, actor } = await pageContext({ access: "public" });
  const defaults: CurrencySettings = { currency: "USD", source: "default", preferred: null };
  const [settings, rates] = await Promise.all([actor ? profileSnapshot(db, actor.userId).then(resolveProfileCurrency, () => defaults) : defaults, ratesWithinBudget()]);
  return (
    <CurrencyProvider settings={settings} initialRates={rates}>
      {children}
    </CurrencyProvider>
  );
}
