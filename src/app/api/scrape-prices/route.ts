import { NextResponse } from "next/server";
import { readJson, withRoute } from "@/server/route";
import { scrapePrices } from "@/modules/pricing/comparison/scrape-prices";
import { scrapePricesSchema } from "@/modules/pricing/schemas";

/** The spec's scrape-prices call: compare a posted list around the shopper (signed-in, same-origin). */
export const POST = withRoute({ auth: "user" }, async (req, { actor }) => {
  const body = await readJson(req, scrapePricesSchema);
  return NextResponse.json(await scrapePrices(actor, body), { headers: { "Cache-Control": "no-store" } });
});
