import { NextResponse } from "next/server";
import { withRoute } from "@/server/route";
import { getExchangeRates } from "@/modules/currency";

/** GET /api/exchange-rates → RatesSnapshot (rates per USD, their age, and whether they are the fallback). */
export const GET = withRoute({ auth: "user" }, async () => {
  const snapshot = await getExchangeRates();
  return NextResponse.json(snapshot, { headers: { "Cache-Control": "private, no-store" } });
});
