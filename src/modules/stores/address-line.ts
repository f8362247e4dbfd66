import { directionsUrl, directionsUrlForCoordinates, type LatLng } from "./geo";

/** Placeholder the schema gives stores whose address is not known yet. */
const UNKNOWN_ADDRESS = "To be updated";

/** The store's address, with suburb and city appended only when the address does not already name them. */
export function storeAddressLine(address: string | null | undefined, suburb?: string | null, city?: string | null): string {
  const base = address && address.trim() !== UNKNOWN_ADDRESS ? address.trim() : "";
  const lower = base.toLowerCase();
  const extra = [suburb, city].filter((p): p is string => Boolean(p?.trim()) && !lower.includes(p!.trim().toLowerCase()));
  return [base, ...new Set(extra.map((p) => p.trim()))].filter(Boolean).join(", ");
}

/** Maps directions from the address; coordinates when the address is unknown. */
export function storeDirectionsUrl(store: { address: string | null; suburb?: string | null; city?: string | null; coordinates: LatLng }): string {
  const line = store.address && store.address.trim() !== UNKNOWN_ADDRESS ? storeAddressLine(store.address, store.suburb, store.city) : "";
  return line ? directionsUrl(line) : directionsUrlForCoordinates(store.coordinates);
}
