import "server-only";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { tables } from "@/server/db";
import type { PolicyType } from "./constants";

export interface PolicyViewInput { policyType: PolicyType; policyVersion: string }

/** Appends one view; anonymous visitors are recorded without a user id. */
export async function recordPolicyView(db: Db, actor: Pick<Actor, "userId"> | null, input: PolicyViewInput): Promise<void> {
  await db.insert(tables.policyViews).values({
    policyType: input.policyType,
    policyVersion: input.policyVersion,
    userId: actor?.userId ?? null,
  });
}
