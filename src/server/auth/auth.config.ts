import type { NextAuthConfig } from "next-auth";
import { JWT_MAX_AGE, JWT_UPDATE_AGE } from "./lifetimes";
import { authJwt } from "./jwe";

/** The part of the Auth.js config that needs no database. */
export const authConfig = {
  pages: { signIn: "/login" },
  session: { strategy: "jwt", maxAge: JWT_MAX_AGE, updateAge: JWT_UPDATE_AGE },
  // Auth.js's cookie format, encrypted synchronously with cached keys (decision 024).
  jwt: authJwt,
  trustHost: true,
  providers: [],
} satisfies NextAuthConfig;
