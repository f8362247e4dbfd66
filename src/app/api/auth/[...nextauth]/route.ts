import { handlers } from "@/server/auth/auth";
// The users module plugs its credential check into the Credentials provider (server/ never imports modules/).
import "@/modules/users"; // registers the users module's credential check with Auth.js

export const { GET, POST } = handlers;
