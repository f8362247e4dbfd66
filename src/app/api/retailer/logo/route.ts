import { NextResponse } from "next/server";
import { withRoute } from "@/server/route";
import { removeRetailerLogo, uploadRetailerLogo } from "@/modules/ads";

/** Raw image bytes in the body (not multipart), so the size can be counted while it streams. */
export const POST = withRoute({ auth: "retailer", limit: "logo_upload" }, async (req, { actor, db }) => {
  const result = await uploadRetailerLogo(db, actor, req);
  return NextResponse.json(result, { status: 201 });
});

export const DELETE = withRoute({ auth: "retailer", limit: "retailer_settings" }, async (_req, { actor, db }) => {
  await removeRetailerLogo(db, actor);
  return NextResponse.json({ ok: true });
});
