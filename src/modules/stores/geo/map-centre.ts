import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, FOCUSED_MAP_ZOOM } from "./constants";
import { isValidLatLng, type LatLng } from "./types";

export interface MapCentreInput {
  selectedStore?: { coordinates: LatLng } | LatLng | null;
  searchedPlace?: LatLng | null;
  user?: LatLng | null;
}

export interface MapView {
  center: LatLng;
  zoom: number;
  source: "store" | "search" | "user" | "default";
}

function pointOf(value: MapCentreInput["selectedStore"]): LatLng | null {
  if (!value) return null;
  const point = "coordinates" in value ? value.coordinates : value;
  return isValidLatLng(point) ? point : null;
}

/** Spec: a chosen store or searched place centres at zoom 15; otherwise the user at 13; else the sample city. */
export function mapCentre(input: MapCentreInput): MapView {
  const store = pointOf(input.selectedStore);
  if (store) return { center: store, zoom: FOCUSED_MAP_ZOOM, source: "store" };
  if (input.searchedPlace && isValidLatLng(input.searchedPlace)) {
    return { center: input.searchedPlace, zoom: FOCUSED_MAP_ZOOM, source: "search" };
  }
  if (input.user && isValidLatLng(input.user)) return { center: input.user, zoom: DEFAULT_MAP_ZOOM, source: "user" };
  return { center: DEFAULT_MAP_CENTER, zoom: DEFAULT_MAP_ZOOM, source: "default" };
}
