import { handlers } from "@/server/auth/auth";
// The users module plugs its credential check into the Credentials provider (server/ never imports modules/).
import "@/modules/users/credentials-provider";

export const { GET, POST } = handlers;
