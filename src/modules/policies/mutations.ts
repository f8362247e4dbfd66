import "server-only";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { PolicyType } from "./constants";

export interface PolicyViewInput { policyType: PolicyType; policyVersion: string; userId: string | null }

/** Appends one view; anonymous visitors are recorded without a user id. */
export async function recordPolicyView(db: Db, input: PolicyViewInput): Promise<void> {
  await db.insert(tables.policyViews).values({
    policyType: input.policyType,
    policyVersion: input.policyVersion,
    userId: input.userId,
  });
}
