import { normalisePlace } from "./place-name";

/** The countries Cartwise serves (stores, gazetteer, currencies). */
export type CountryCode = "NZ" | "AU" | "US";

export const COUNTRY_NAMES: Readonly<Record<CountryCode, string>> = {
  NZ: "New Zealand",
  AU: "Australia",
  US: "United States",
};

const COUNTRY_ALIASES: Record<string, CountryCode> = {
  nz: "NZ",
  nzl: "NZ",
  "new zealand": "NZ",
  aotearoa: "NZ",
  "aotearoa new zealand": "NZ",
  "new zealand aotearoa": "NZ",
  au: "AU",
  aus: "AU",
  australia: "AU",
  "commonwealth of australia": "AU",
  us: "US",
  usa: "US",
  "u s": "US",
  "u s a": "US",
  america: "US",
  "united states": "US",
  "united states of america": "US",
};

/** "New Zealand", "nz", "Aotearoa", "U.S.A.", "Australia" → country code; anything else → null. */
export function parseCountry(text: string | null | undefined): CountryCode | null {
  if (!text) return null;
  return COUNTRY_ALIASES[normalisePlace(text)] ?? null;
}
