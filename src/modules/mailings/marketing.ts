import "server-only";
import { eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import { listVerifiedRecipients } from "@/modules/users";
import { alreadySent, sendPreferencedMail, type SendOutcome } from "./send";

/**
 * Marketing: one campaign (its id, subject and text written by an administrator) to every account
 * that opted in (marketing is off unless switched on), once per account and campaign.
 */
export async function sendMarketingCampaign(db: Db, campaign: { id: string; subject: string; text: string }): Promise<Record<SendOutcome, number>> {
  const t: Record<SendOutcome, number> = { sent: 0, opted_out: 0, already_sent: 0, failed: 0 };
  if (!/^[a-z0-9][a-z0-9-]{2,39}$/.test(campaign.id)) throw new Error("A campaign id is 3–40 lower-case letters, digits and dashes");
  if (!campaign.subject.trim() || !campaign.text.trim()) throw new Error("A campaign needs a subject and a text");
  const e = tables.emailPreferences;
  const optedIn = (await db.select({ userId: e.userId }).from(e).where(eq(e.marketing, true))).map((r) => r.userId);
  const sent = await alreadySent(db, "marketing", optedIn, campaign.id);
  const recipients = await listVerifiedRecipients(db, optedIn.filter((id) => !sent.has(id)));
  for (const u of recipients) {
    t[await sendPreferencedMail(db, { category: "marketing", recipient: { userId: u.userId, email: u.email }, once: { kind: "marketing", subjectId: u.userId, period: campaign.id }, message: { subject: campaign.subject.trim(), text: campaign.text.trim() } })]++;
  }
  return t;
}
