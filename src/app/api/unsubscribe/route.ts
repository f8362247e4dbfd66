import { handleUnsubscribePost } from "@/modules/mailings";

/** POST /unsubscribe is rewritten here by the proxy (a page and a POST handler cannot share a path). */
export const POST = (req: Request) => handleUnsubscribePost(req);
