import type { CountryCode } from "@/lib/country";

export type GazetteerCountry = CountryCode;
export type PlacePrecision = "suburb" | "city";

export interface GazetteerEntry {
  name: string;
  /** NZ region, AU state/territory code or US state code ("Auckland", "NSW", "WA"). */
  region: string;
  country: GazetteerCountry;
  lat: number;
  lng: number;
  /** Suburbs and neighbourhoods are "suburb"; towns and cities are "city". */
  kind: PlacePrecision;
  /** The city a suburb belongs to ("Auckland", "Sydney", "Seattle"); absent for towns and cities. */
  city?: string;
}

/**
 * Rows are "Name|lat|lng" or "Name|Region|lat|lng" (region overrides the group's), one per line.
 * A compact text table keeps ~1,000 places readable in review and small in the bundle.
 */
export interface PackedGroup {
  country: GazetteerCountry;
  region: string;
  kind: PlacePrecision;
  city?: string;
  rows: string;
}

export function unpackGroup(group: PackedGroup): GazetteerEntry[] {
  const entries: GazetteerEntry[] = [];
  for (const line of group.rows.split("\n")) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    const parts = trimmed.split("|");
    const [name, region, lat, lng] = parts.length === 4 ? parts : [parts[0], group.region, parts[1], parts[2]];
    const entry: GazetteerEntry = {
      name: name.trim(),
      region: region.trim(),
      country: group.country,
      lat: Number(lat),
      lng: Number(lng),
      kind: group.kind,
    };
    if (group.city) entry.city = group.city;
    if (!entry.name || !Number.isFinite(entry.lat) || !Number.isFinite(entry.lng)) {
      throw new Error(`Bad gazetteer row: ${trimmed}`);
    }
    entries.push(entry);
  }
  return entries;
}
