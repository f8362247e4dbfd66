import { AU_REGION_ALIASES } from "./data/au-places";
import { NZ_REGION_ALIASES } from "./data/nz-places";
import { US_STATE_ALIASES } from "./data/us-states";
import { normalisePlace } from "./normalise";
import type { GazetteerCountry } from "./types";

export const COUNTRY_NAMES: Readonly<Record<GazetteerCountry, string>> = {
  NZ: "New Zealand",
  AU: "Australia",
  US: "United States",
};

const COUNTRY_ALIASES: Record<string, GazetteerCountry> = {
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
export function parseCountry(text: string | null | undefined): GazetteerCountry | null {
  if (!text) return null;
  return COUNTRY_ALIASES[normalisePlace(text)] ?? null;
}

/** Lower-case hint phrase → region code, per country (e.g. AU "new south wales" → "NSW"). */
export const REGION_ALIASES: Readonly<Record<GazetteerCountry, Readonly<Record<string, string>>>> = {
  NZ: NZ_REGION_ALIASES,
  AU: AU_REGION_ALIASES,
  US: {
    ...US_STATE_ALIASES,
    ...Object.fromEntries(Object.values(US_STATE_ALIASES).map((code) => [code.toLowerCase(), code])),
  },
};
