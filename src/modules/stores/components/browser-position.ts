import { geolocationErrorCode, type GeolocationErrorCode, type LatLng } from "../geo";

export type PositionOutcome = LatLng | { error: GeolocationErrorCode | "unknown" };

/** navigator.geolocation as a promise that never rejects: a position or the failure's code. */
export function getBrowserPosition(options: PositionOptions): Promise<PositionOutcome> {
  return new Promise((resolve) => {
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      resolve({ error: "unsupported" });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      (e) => resolve({ error: geolocationErrorCode(e) }),
      options,
    );
  });
}
