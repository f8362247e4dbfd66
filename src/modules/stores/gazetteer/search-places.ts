import { parseCountry } from "./countries";
import { formatPlace, getGazetteerIndex, inCountry, type GazetteerIndex, type IndexedPlace } from "./gazetteer-index";
import { normalisePlace, phrases, placeEditDistance, typoAllowance } from "./normalise";
import type { GazetteerCountry, GazetteerEntry } from "./types";

export interface PlaceSuggestion extends GazetteerEntry {
  /** Display line for the suggestion list: "Ponsonby, Auckland, New Zealand". */
  label: string;
}

export interface SearchPlacesOptions {
  country?: GazetteerCountry | null;
}

// Lower tiers rank first: exact name, name prefix, word prefix, substring, then typo matches.
const TIER_EXACT = 0;
const TIER_PREFIX = 1;
const TIER_WORD_PREFIX = 2;
const TIER_SUBSTRING = 3;
const TIER_FUZZY = 4;

/**
 * Autocomplete over the bundled gazetteer. Text after a comma ("Richmond, VIC", "Albany, NZ")
 * narrows or re-ranks by region, city or country.
 */
export function searchPlaces(
  query: string,
  limit = 5,
  options: SearchPlacesOptions = {},
  index: GazetteerIndex = getGazetteerIndex(),
): PlaceSuggestion[] {
  const [head = "", ...rest] = query.split(",");
  const needle = normalisePlace(head);
  if (!needle || limit <= 0) return [];

  let country = options.country ?? null;
  const hints = new Set<string>();
  for (const part of rest) {
    const parsed = parseCountry(part);
    if (parsed && !options.country) country = parsed;
    for (const phrase of phrases(normalisePlace(part))) hints.add(phrase);
  }

  const ranked: { place: IndexedPlace; tier: number; hint: number }[] = [];
  for (const place of index.places) {
    if (!inCountry(place, country)) continue;
    const tier = matchTier(needle, place.key);
    if (tier === null) continue;
    let hint = 0;
    for (const key of place.hintKeys) if (hints.has(key)) hint++;
    ranked.push({ place, tier, hint });
  }
  ranked.sort((a, b) => a.tier - b.tier || b.hint - a.hint || compareWithinTier(a.place, b.place));

  const seen = new Set<string>();
  const results: PlaceSuggestion[] = [];
  for (const { place } of ranked) {
    const label = formatPlace(place.entry);
    if (seen.has(label)) continue;
    seen.add(label);
    results.push({ ...place.entry, label });
    if (results.length >= limit) break;
  }
  return results;
}

/**
 * Cities before suburbs; cities in bundled (population) order so "sea" offers Seattle before
 * SeaTac; suburbs shortest first so "bondi" offers Bondi before Bondi Junction.
 */
function compareWithinTier(a: IndexedPlace, b: IndexedPlace): number {
  const aCity = a.entry.kind === "city";
  const bCity = b.entry.kind === "city";
  if (aCity !== bCity) return aCity ? -1 : 1;
  if (aCity) return a.order - b.order;
  return a.key.length - b.key.length || a.order - b.order;
}

function matchTier(needle: string, key: string): number | null {
  if (key === needle) return TIER_EXACT;
  if (key.startsWith(needle)) return TIER_PREFIX;
  if (key.includes(` ${needle}`)) return TIER_WORD_PREFIX;
  if (needle.length >= 3 && key.includes(needle)) return TIER_SUBSTRING;
  const allowance = typoAllowance(needle.length);
  if (allowance === 0) return null;
  // Compare against the start of the name too, so a typo in a half-typed name still matches.
  const distance = Math.min(
    placeEditDistance(needle, key, allowance),
    placeEditDistance(needle, key.slice(0, needle.length), allowance),
  );
  return distance <= allowance ? TIER_FUZZY + distance : null;
}
