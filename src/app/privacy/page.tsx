import { connection } from "next/server";
import { PrivacyContent } from "@/modules/policies/client";
import { POLICY_VERSION } from "@/modules/policies/shared";
import { recordPolicyView } from "@/modules/policies";
import { pageContext } from "@/server/page";
import { logger } from "@/server/logger";

export const metadata = { title: "Privacy Policy" };

export default async function Page() {
  // Every visit is a view to record, so this page must never be served from a prerender.
  await connection();
  try {
    const { db, actor } = await pageContext({ access: "public" });
    await recordPolicyView(db, actor, { policyType: "privacy", policyVersion: POLICY_VERSION });
  } catch (err) {
    // The policy must stay readable even when the view cannot be stored.
    logger.error({ err }, "privacy: could not record policy view");
  }
  return <PrivacyContent />;
}
