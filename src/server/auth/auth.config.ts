import type { NextAuthConfig } from "next-auth";
import { JWT_MAX_AGE, JWT_UPDATE_AGE } from "./lifetimes";

/** The part of the Auth.js config that needs no database: shared by proxy.ts and auth.ts. */
export const authConfig = {
  pages: { signIn: "/login" },
  session: { strategy: "jwt", maxAge: JWT_MAX_AGE, updateAge: JWT_UPDATE_AGE },
  trustHost: true,
  providers: [],
} satisfies NextAuthConfig;
