import { NextResponse } from "next/server";
import { readJson, withRoute } from "@/server/route";
import { scrapePrices, scrapePricesSchema } from "@/modules/pricing";

/** The spec's scrape-prices call (shopper spec section 7): compare a posted list around the signed-in caller. */
export const POST = withRoute({ auth: "user" }, async (req, { actor, db }) => {
  const body = await readJson(req, scrapePricesSchema);
  return NextResponse.json(await scrapePrices(db, actor, body), { headers: { "Cache-Control": "no-store" } });
});
