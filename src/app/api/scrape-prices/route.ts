import { NextResponse } from "next/server";
import { readJson, withRoute } from "@/server/route";
import { scrapePrices } from "@/modules/pricing";
import { scrapePricesSchema } from "@/modules/pricing/shared";

/** The spec's scrape-prices call (shopper spec section 7): compare a posted list around the signed-in caller. */
export const POST = withRoute({ auth: "user" }, async (req, { actor, db }) => {
  const body = await readJson(req, scrapePricesSchema);
  return NextResponse.json(await scrapePrices(db, actor, body), { headers: { "Cache-Control": "no-store" } });
});
