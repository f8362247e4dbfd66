import { currencyForCountry, parseCurrencyPreference } from "./engine";
import { parseCountry } from "@/lib/country";
import type { CurrencySettings } from "./types";

export interface ProfileCurrencyFields {
  preferredCurrency?: string | null;
  countryCode?: string | null;
  country?: string | null;
  location?: string | null;
}

/** "…, Auckland, New Zealand" → "NZ": the country is conventionally the last part of an address. */
function countryFromText(text: string | null | undefined): string | null {
  if (!text?.trim()) return null;
  const parts = text.split(",").map((p) => p.trim()).filter(Boolean);
  for (let i = parts.length - 1; i >= 0; i--) {
    const code = parseCountry(parts[i]);
    if (code) return code;
  }
  return null;
}

/**
 * Display currency from what the profile holds: an explicit override first, then the saved
 * country (code, name, or the location text), else USD marked "default" so the browser may
 * still detect it from the device's position.
 */
export function resolveProfileCurrency(profile: ProfileCurrencyFields | null): CurrencySettings {
  const preferred = parseCurrencyPreference(profile?.preferredCurrency ?? null);
  if (preferred) return { currency: preferred, source: "preference", preferred };
  const code = profile?.countryCode?.trim() || countryFromText(profile?.country) || countryFromText(profile?.location);
  if (code) return { currency: currencyForCountry(code), source: "profile", preferred: null };
  return { currency: currencyForCountry(null), source: "default", preferred: null };
}
