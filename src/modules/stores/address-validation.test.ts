import { describe, expect, it } from "vitest";
import { checkManualAddress } from "./address-validation";
import { findStoresBodySchema, saveAddressSchema } from "./schemas";

describe("checkManualAddress", () => {
  it("trims and accepts a complete address", () => {
    expect(checkManualAddress({ streetAddress: " 1 Crown St ", suburb: "Surry Hills ", country: " Australia" })).toEqual({
      ok: true,
      value: { streetAddress: "1 Crown St", suburb: "Surry Hills", country: "Australia" },
    });
  });

  it("flags blank-after-trim fields as incomplete", () => {
    const result = checkManualAddress({ streetAddress: "1 Crown St", suburb: "   ", country: "" });
    expect(result).toEqual({
      ok: false,
      incomplete: true,
      fieldErrors: { suburb: "Please fill in all address fields", country: "Please fill in all address fields" },
    });
  });

  it("enforces 200/100/100 characters", () => {
    expect(checkManualAddress({ streetAddress: "x".repeat(200), suburb: "y".repeat(100), country: "z".repeat(100) }).ok).toBe(true);
    const tooLong = checkManualAddress({ streetAddress: "x".repeat(201), suburb: "y".repeat(101), country: "z".repeat(101) });
    expect(tooLong).toEqual({
      ok: false,
      incomplete: false,
      fieldErrors: {
        streetAddress: "Street address must be 200 characters or less",
        suburb: "Suburb must be 100 characters or less",
        country: "Country must be 100 characters or less",
      },
    });
  });
});

describe("saveAddressSchema", () => {
  const base = { streetAddress: "", suburb: "Ponsonby", country: "New Zealand", formattedAddress: "Ponsonby, Auckland, New Zealand" };
  it("accepts a suburb-level place with coordinates and normalises the country code", () => {
    expect(saveAddressSchema.parse({ ...base, countryCode: "nz", latitude: -36.85, longitude: 174.74 })).toMatchObject({ countryCode: "NZ", latitude: -36.85 });
  });
  it("rejects half a coordinate pair, out-of-range values, and an empty place", () => {
    expect(saveAddressSchema.safeParse({ ...base, latitude: -36.85 }).success).toBe(false);
    expect(saveAddressSchema.safeParse({ ...base, latitude: 91, longitude: 0 }).success).toBe(false);
    expect(saveAddressSchema.safeParse({ ...base, suburb: " " }).success).toBe(false);
  });
});

describe("findStoresBodySchema", () => {
  it("defaults the radius to 30 km and caps it at 100", () => {
    expect(findStoresBodySchema.parse({ latitude: 1, longitude: 2 }).maxDistance).toBe(30);
    expect(findStoresBodySchema.safeParse({ maxDistance: 100, address: "x" }).success).toBe(true);
    expect(findStoresBodySchema.safeParse({ maxDistance: 100.5 }).success).toBe(false);
    expect(findStoresBodySchema.safeParse({ latitude: 1 }).success).toBe(false);
  });
});
