import { NextResponse } from "next/server";
import { AppError } from "@/server/errors";
import { withRoute } from "@/server/route";
import { currencyForCountry } from "@/modules/currency/engine";
import { getGeocoder } from "@/modules/stores";
import { reverseGeocodeQuerySchema } from "@/modules/stores/shared";

/** GET /api/reverse-geocode?lat=&lng= → { countryCode, currency }: currency detection from the browser's position. */
export const GET = withRoute({ auth: "user" }, async (req) => {
  const parsed = reverseGeocodeQuerySchema.safeParse(Object.fromEntries(req.nextUrl.searchParams));
  if (!parsed.success) throw new AppError("INVALID_INPUT", "lat and lng must be valid coordinates");
  const hit = await getGeocoder().reverse({ lat: parsed.data.lat, lng: parsed.data.lng });
  const countryCode = hit?.countryCode ?? null;
  return NextResponse.json({ countryCode, currency: currencyForCountry(countryCode) }, { headers: { "Cache-Control": "private, no-store" } });
});
