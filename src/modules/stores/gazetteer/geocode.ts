import { REGION_ALIASES, parseCountry } from "./countries";
import { formatPlace, getGazetteerIndex, inCountry, type GazetteerIndex, type IndexedPlace } from "./gazetteer-index";
import { normalisePlace, phrases, placeEditDistance, typoAllowance } from "./normalise";
import type { GazetteerCountry, PlacePrecision } from "./types";

export interface OfflineGeocodeInput {
  street?: string | null;
  suburb: string;
  country?: string | null;
}

export interface OfflineGeocodeResult {
  lat: number;
  lng: number;
  formattedAddress: string;
  /** The gazetteer name that matched, e.g. "Ponsonby". */
  matched: string;
  precision: PlacePrecision;
  countryCode: GazetteerCountry;
  region: string;
  /** False when the match needed typo tolerance. */
  exact: boolean;
}

interface Candidate {
  key: string;
  /** Only exact name hits count for street-derived text, so "Queen St" never fuzzes into a suburb. */
  fuzzy: boolean;
}

const POSTCODE = /^\d{4,5}$/;

/**
 * Looks an address up in the bundled gazetteer (no network). The suburb field may carry extra
 * parts ("Newtown NSW 2042", "Richmond, Melbourne"); those become hints that pick between
 * same-named places. Returns null for an unknown country name or when nothing matches.
 */
export function geocodeOffline(input: OfflineGeocodeInput, index: GazetteerIndex = getGazetteerIndex()): OfflineGeocodeResult | null {
  const countryText = input.country?.trim() ?? "";
  const country = countryText ? parseCountry(countryText) : null;
  if (countryText && !country) return null;

  const suburbParts = splitParts(input.suburb);
  const streetParts = splitParts(input.street ?? "").slice(1);
  const hints = new Set([...suburbParts, ...streetParts].flatMap((part) => phrases(part)));

  const candidates: Candidate[] = [
    ...suburbParts.flatMap((part) => variants(part, country).map((key) => ({ key, fuzzy: true }))),
    ...streetParts.flatMap((part) => variants(part, country).map((key) => ({ key, fuzzy: false }))),
  ];

  for (const candidate of candidates) {
    const hits = (index.byKey.get(candidate.key) ?? []).filter((p) => inCountry(p, country));
    if (hits.length > 0) return toResult(pickBest(hits, hints), input.street, true);
  }

  let best: { place: IndexedPlace; distance: number; score: number } | null = null;
  for (const candidate of candidates) {
    if (!candidate.fuzzy) continue;
    const allowance = typoAllowance(candidate.key.length);
    if (allowance === 0) continue;
    for (const place of index.places) {
      if (!inCountry(place, country)) continue;
      const distance = placeEditDistance(candidate.key, place.key, allowance);
      if (distance > allowance) continue;
      const score = hintScore(place, hints);
      if (!best || distance < best.distance || (distance === best.distance && score > best.score)) {
        best = { place, distance, score };
      }
    }
  }
  return best ? toResult(best.place, input.street, false) : null;
}

function splitParts(text: string): string[] {
  return text
    .split(/[,\n;]/)
    .map(normalisePlace)
    .filter(Boolean);
}

/** The part itself, then with trailing postcodes and region names peeled off ("newtown nsw 2042" → "newtown"). */
function variants(part: string, country: GazetteerCountry | null): string[] {
  const result = [part];
  const words = part.split(" ");
  const regionPhrases = country ? [REGION_ALIASES[country]] : Object.values(REGION_ALIASES);
  let changed = true;
  while (words.length > 1 && changed) {
    changed = false;
    if (POSTCODE.test(words[words.length - 1])) {
      words.pop();
      changed = true;
      continue;
    }
    for (let size = Math.min(3, words.length - 1); size >= 1; size--) {
      const tail = words.slice(-size).join(" ");
      if (regionPhrases.some((aliases) => tail in aliases)) {
        words.splice(-size, size);
        changed = true;
        break;
      }
    }
  }
  const stripped = words.join(" ");
  if (stripped !== part) result.push(stripped);
  return result;
}

function hintScore(place: IndexedPlace, hints: ReadonlySet<string>): number {
  let score = 0;
  for (const key of place.hintKeys) if (hints.has(key)) score++;
  return score;
}

function pickBest(places: readonly IndexedPlace[], hints: ReadonlySet<string>): IndexedPlace {
  return places.reduce((best, place) => {
    const diff = hintScore(place, hints) - hintScore(best, hints);
    return diff > 0 || (diff === 0 && place.order < best.order) ? place : best;
  });
}

function toResult(place: IndexedPlace, street: string | null | undefined, exact: boolean): OfflineGeocodeResult {
  const { entry } = place;
  const streetLine = street?.split(",")[0]?.trim();
  return {
    lat: entry.lat,
    lng: entry.lng,
    formattedAddress: formatPlace(entry, streetLine),
    matched: entry.name,
    precision: entry.kind,
    countryCode: entry.country,
    region: entry.region,
    exact,
  };
}
