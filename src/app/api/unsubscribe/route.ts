import { withRoute } from "@/server/route";
import { handleUnsubscribePost } from "@/modules/mailings";

/**
 * POST /unsubscribe is rewritten here by the proxy (a page and a POST handler cannot share a path).
 * Public and not origin-checked: RFC 8058 one-click POSTs come from mail providers, and the signed
 * token is the whole authority (it can only turn one kind of mail off for its own subject).
 */
export const POST = withRoute({ auth: "public", mutating: false }, (req, { db }) => handleUnsubscribePost(req, db));
