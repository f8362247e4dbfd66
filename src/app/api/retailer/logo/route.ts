import { NextResponse } from "next/server";
import { getDb } from "@/server/db";
import { withRoute } from "@/server/route";
import { removeRetailerLogo, uploadRetailerLogo } from "@/modules/ads/retailer/logo";

/** Raw image bytes in the body (not multipart), so the size can be counted while it streams. */
export const POST = withRoute({ auth: "retailer", limit: "logo_upload" }, async (req, { actor }) => {
  const result = await uploadRetailerLogo(await getDb(), actor, req);
  return NextResponse.json(result, { status: 201 });
});

export const DELETE = withRoute({ auth: "retailer", limit: "retailer_settings" }, async (_req, { actor }) => {
  await removeRetailerLogo(await getDb(), actor);
  return NextResponse.json({ ok: true });
});
