import { AU_TOWNS, MELBOURNE_SUBURBS } from "./data/au-places";
import { SYDNEY_SUBURBS } from "./data/au-sydney";
import { AUCKLAND_SUBURBS } from "./data/nz-auckland";
import { NZ_TOWNS } from "./data/nz-places";
import { US_CITIES } from "./data/us-cities";
import { SEATTLE_AREA_CITIES, SEATTLE_NEIGHBORHOODS } from "./data/us-seattle";
import { COUNTRY_NAMES, REGION_ALIASES } from "./countries";
import { normalisePlace } from "./normalise";
import { unpackGroup, type GazetteerCountry, type GazetteerEntry } from "./types";

export interface IndexedPlace {
  entry: GazetteerEntry;
  /** Position in the bundled data: lower wins ties (demo-city suburbs and bigger cities first). */
  order: number;
  key: string;
  /** Phrases that, found elsewhere in an address, point at this place: its region, state names, its city. */
  hintKeys: ReadonlySet<string>;
}

export interface GazetteerIndex {
  places: readonly IndexedPlace[];
  byKey: ReadonlyMap<string, readonly IndexedPlace[]>;
}

// Demo-city suburbs precede same-named places elsewhere in the same country.
const GROUPS = [AUCKLAND_SUBURBS, NZ_TOWNS, SYDNEY_SUBURBS, AU_TOWNS, MELBOURNE_SUBURBS, SEATTLE_NEIGHBORHOODS, SEATTLE_AREA_CITIES, US_CITIES];

let cached: GazetteerIndex | null = null;

/** Unpacked on first use (~1,100 rows, a millisecond or two), then shared. */
export function getGazetteerIndex(): GazetteerIndex {
  cached ??= buildIndex(GROUPS.flatMap(unpackGroup));
  return cached;
}

export function getGazetteerEntries(): readonly GazetteerEntry[] {
  return getGazetteerIndex().places.map((p) => p.entry);
}

function hintKeysFor(entry: GazetteerEntry): Set<string> {
  const keys = new Set<string>([normalisePlace(entry.region)]);
  if (entry.city) keys.add(normalisePlace(entry.city));
  for (const [alias, region] of Object.entries(REGION_ALIASES[entry.country])) {
    if (region === entry.region) keys.add(alias);
  }
  keys.delete("");
  return keys;
}

export function buildIndex(entries: readonly GazetteerEntry[]): GazetteerIndex {
  const byKey = new Map<string, IndexedPlace[]>();
  const places = entries.map((entry, order) => {
    const place: IndexedPlace = { entry, order, key: normalisePlace(entry.name), hintKeys: hintKeysFor(entry) };
    const list = byKey.get(place.key) ?? [];
    list.push(place);
    byKey.set(place.key, list);
    return place;
  });
  return { places, byKey };
}

/** "Ponsonby, Auckland, New Zealand"; "Ballard, Seattle, WA, United States"; repeated parts dropped. */
export function formatPlace(entry: GazetteerEntry, street?: string | null): string {
  const parts = [street?.trim(), entry.name, entry.city, entry.region, COUNTRY_NAMES[entry.country]];
  const seen = new Set<string>();
  const result: string[] = [];
  for (const part of parts) {
    if (!part) continue;
    const key = normalisePlace(part);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(part);
  }
  return result.join(", ");
}

export function inCountry(place: IndexedPlace, country: GazetteerCountry | null): boolean {
  return country === null || place.entry.country === country;
}
