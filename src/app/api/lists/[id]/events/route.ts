import { withRoute } from "@/server/route";
import { openListEventStream } from "@/modules/lists";

/**
 * Live updates of one list (server-sent events) for its owner and members; anyone else gets 404.
 * Access is re-checked before every event and at every heartbeat (decision 021).
 */
export const dynamic = "force-dynamic";

export const GET = withRoute<"user", { id: string }>({ auth: "user" }, async (req, { actor, db, params }) =>
  openListEventStream(db, actor, params.id, req.signal),
);
