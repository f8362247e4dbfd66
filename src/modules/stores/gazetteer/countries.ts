import { AU_REGION_ALIASES } from "./data/au-places";
import { NZ_REGION_ALIASES } from "./data/nz-places";
import { US_STATE_ALIASES } from "./data/us-states";
import type { GazetteerCountry } from "./types";

// Country names and parsing are shared with currency, so they live in src/lib.
export { COUNTRY_NAMES, parseCountry } from "@/lib/country";

/** Lower-case hint phrase → region code, per country (e.g. AU "new south wales" → "NSW"). */
export const REGION_ALIASES: Readonly<Record<GazetteerCountry, Readonly<Record<string, string>>>> = {
  NZ: NZ_REGION_ALIASES,
  AU: AU_REGION_ALIASES,
  US: {
    ...US_STATE_ALIASES,
    ...Object.fromEntries(Object.values(US_STATE_ALIASES).map((code) => [code.toLowerCase(), code])),
  },
};
