import { NextResponse } from "next/server";
import { withRoute } from "@/server/route";
import { uploadFeed } from "@/modules/feeds";

/** A price feed file as the raw body (not multipart), so its size is counted while it streams; `?name=` is the file's name. */
export const POST = withRoute({ auth: "retailer", limit: "feed_upload" }, async (req, { actor, db }) => {
  const result = await uploadFeed(db, actor, req);
  return NextResponse.json(result, { status: 201 });
});
