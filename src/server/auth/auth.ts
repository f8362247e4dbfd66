import "server-only";
import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { authConfig } from "./auth.config";
import { issueToken, refreshToken } from "./token";
import { env } from "@/server/env";
import { getDb } from "@/server/db";
import { authorizeCredentials } from "./authorize";
import { noteSessionLookupError } from "./lookup-context";

export { RateLimitedSignin } from "./authorize";

const nextAuth = NextAuth({
  ...authConfig,
  secret: env.AUTH_SECRET,
  logger: {
    // A wrong password is an expected outcome (recorded as a security event), not a server error.
    error(error) {
      if ((error as { type?: string }).type === "CredentialsSignin") return;
      console.error("[auth]", error);
    },
  },
  providers: [
    Credentials({
      credentials: { email: {}, password: {}, portal: {} },
      async authorize(raw) {
        return authorizeCredentials(await getDb(), raw);
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      const now = Math.floor(Date.now() / 1000);
      if (user?.id) return issueToken(token, { id: user.id, role: user.role, sessionVersion: user.sessionVersion }, now);
      // Every read re-checks the user row (see refreshToken): revoked, deleted or demoted users
      // lose access on their next request, whatever cookie they hold.
      try {
        return await refreshToken(await getDb(), token, now);
      } catch (e) {
        noteSessionLookupError(e);
        throw e;
      }
    },
    async session({ session, token }) {
      session.user.id = token.sub ?? "";
      session.user.role = token.role ?? "shopper";
      session.user.sessionId = token.sid ?? "";
      return session;
    },
  },
});

export const { handlers, auth, signIn, signOut } = nextAuth;
