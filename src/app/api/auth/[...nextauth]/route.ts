import { handlers } from "@/server/auth/auth";
import { guardCallbackUrl } from "@/server/auth/callback-url-guard";
// The users module plugs its credential check into the Credentials provider (server/ never imports modules/).
import "@/modules/users"; // registers the users module's credential check with Auth.js

// A callbackUrl Auth.js cannot parse is a 400 here, not a 500 from inside Auth.js (issue 23).
export const GET = guardCallbackUrl(handlers.GET);
export const POST = guardCallbackUrl(handlers.POST);
