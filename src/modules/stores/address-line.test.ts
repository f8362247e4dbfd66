import { describe, expect, it } from "vitest";
import { storeAddressLine, storeDirectionsUrl } from "./address-line";

describe("storeAddressLine", () => {
  it("does not repeat a suburb or city the address already names", () => {
    expect(storeAddressLine("22-32 Jellicoe Street, Wynyard Quarter, Auckland 1010", "Wynyard Quarter", "Auckland")).toBe(
      "22-32 Jellicoe Street, Wynyard Quarter, Auckland 1010",
    );
    expect(storeAddressLine("5 Queen St", "CBD", "Auckland")).toBe("5 Queen St, CBD, Auckland");
    expect(storeAddressLine("To be updated", "Ponsonby", "Auckland")).toBe("Ponsonby, Auckland");
    expect(storeAddressLine("1 Main Rd", "Sydney", "Sydney")).toBe("1 Main Rd, Sydney");
  });
});

describe("storeDirectionsUrl", () => {
  it("builds the directions link from the address, or the coordinates when unknown", () => {
    expect(storeDirectionsUrl({ address: "2 College Hill, Freemans Bay, Auckland 1011", suburb: "Freemans Bay", city: "Auckland", coordinates: { lat: 0, lng: 0 } })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=2%20College%20Hill%2C%20Freemans%20Bay%2C%20Auckland%201011",
    );
    expect(storeDirectionsUrl({ address: "To be updated", coordinates: { lat: -36.5, lng: 174.25 } })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=-36.500000,174.250000",
    );
  });
});
