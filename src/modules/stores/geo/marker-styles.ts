export type StoreTypeKey = "supermarket" | "grocery" | "butcher" | "fishmonger" | "greengrocer" | "default";

export interface StoreMarkerStyle {
  key: StoreTypeKey;
  label: string;
  /** Marker fill, readable with a white glyph on top (the glyph per `key` is drawn by StoreTypeIcon). */
  color: string;
  /** The spec's emoji for the type: the Google marker's label (the built-in map draws the SVG glyph, see docs/decisions/007). */
  emoji: string;
}

export const STORE_MARKER_STYLES: Readonly<Record<StoreTypeKey, StoreMarkerStyle>> = {
  supermarket: { key: "supermarket", label: "Supermarket", color: "#2563eb", emoji: "🛒" },
  grocery: { key: "grocery", label: "Grocery", color: "#d97706", emoji: "🏪" },
  butcher: { key: "butcher", label: "Butcher", color: "#dc2626", emoji: "🥩" },
  fishmonger: { key: "fishmonger", label: "Fishmonger", color: "#0891b2", emoji: "🐟" },
  greengrocer: { key: "greengrocer", label: "Green Grocer", color: "#16a34a", emoji: "🥬" },
  default: { key: "default", label: "Store", color: "#6b7280", emoji: "🏪" },
};

const ALIASES: Record<string, StoreTypeKey> = {
  supermarket: "supermarket",
  hypermarket: "supermarket",
  grocery: "grocery",
  grocer: "grocery",
  grocerystore: "grocery",
  convenience: "grocery",
  conveniencestore: "grocery",
  butcher: "butcher",
  butchery: "butcher",
  fishmonger: "fishmonger",
  fishshop: "fishmonger",
  seafood: "fishmonger",
  greengrocer: "greengrocer",
  fruitandveg: "greengrocer",
  fruitveg: "greengrocer",
  produce: "greengrocer",
};

/** Maps free-form store_type values ("Green Grocer", "green_grocer", "Butchers") to a style key. */
export function storeTypeKey(storeType: string | null | undefined): StoreTypeKey {
  if (!storeType) return "default";
  const compact = storeType.toLowerCase().replace(/[^a-z]/g, "");
  return ALIASES[compact] ?? ALIASES[compact.replace(/s$/, "")] ?? "default";
}

export function markerStyleFor(storeType: string | null | undefined): StoreMarkerStyle {
  return STORE_MARKER_STYLES[storeTypeKey(storeType)];
}

/** Counts per style key for the "summary of store types" strip, in a fixed display order. */
export function summariseStoreTypes(stores: readonly { store_type?: string | null }[]): { style: StoreMarkerStyle; count: number }[] {
  const counts = new Map<StoreTypeKey, number>();
  for (const store of stores) {
    const key = storeTypeKey(store.store_type);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return (Object.keys(STORE_MARKER_STYLES) as StoreTypeKey[])
    .filter((key) => counts.has(key))
    .map((key) => ({ style: STORE_MARKER_STYLES[key], count: counts.get(key)! }));
}
