import { NextResponse } from "next/server";
import { readJson, withRoute } from "@/server/route";
import { applyListEdit } from "@/modules/lists";
import { listEditSchema } from "@/modules/lists/shared";

/**
 * Replays one list edit from the browser's offline queue (decision 022). The edit's id makes it
 * apply once: a repeat answers the first result. JSON in and out, no page render (the browser
 * refreshes its list screens once the queue has drained).
 */
export const POST = withRoute({ auth: "user" }, async (req, { actor, db }) => {
  const edit = await readJson(req, listEditSchema, { maxBytes: 8 * 1024 });
  const result = await applyListEdit(db, actor, edit);
  return NextResponse.json({ ok: true, result }, { headers: { "Cache-Control": "no-store" } });
});
