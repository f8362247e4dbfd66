import type { DefaultSession } from "next-auth";

type CartwiseRole = "shopper" | "retailer" | "admin";

declare module "next-auth" {
  interface Session {
    user: { id: string; role: CartwiseRole; sessionId: string; sessionVersion?: number } & DefaultSession["user"];
  }
  interface User {
    role?: CartwiseRole;
    sessionVersion?: number;
  }
}

declare module "@auth/core/jwt" {
  interface JWT {
    role?: CartwiseRole;
    sv?: number;
    sid?: string;
    authTime?: number;
    lastSeen?: number;
  }
}
