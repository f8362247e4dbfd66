import "server-only";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { sendMail } from "@/server/mail";
import { wantsMail, withUnsubscribe } from "@/modules/mailings";
import { listInviteEmail } from "./emails";
import { createListInvite, revokeListInvite } from "./invites";
import { SHARING_MESSAGES } from "./schemas";

/**
 * Creates the invitation and e-mails it, honouring the invitee's "shared-list invitations"
 * preference (their account's, or an unsubscribed address's). An invitation that could not go
 * out — switched off, or not delivered — is withdrawn, so the pending list shows only invitations
 * that went out.
 */
export async function inviteAndMail(db: Db, actor: Actor, input: { listId: string; email: string }, linkBase: string) {
  const invite = await createListInvite(db, actor, input);
  const withdraw = () => revokeListInvite(db, actor, { listId: invite.listId, inviteId: invite.inviteId }).catch(() => undefined);
  if (!(await wantsMail(db, { email: invite.email }, "list_invitations"))) {
    await withdraw();
    throw new AppError("CONFLICT", SHARING_MESSAGES.invitationsOff, { fieldErrors: { email: [SHARING_MESSAGES.invitationsOff] } });
  }
  const message = listInviteEmail(invite.email, { ownerName: invite.ownerName, listName: invite.listName, link: `${linkBase}/lists/invite/${invite.token}` });
  const delivered = await sendMail(withUnsubscribe(message, { email: invite.email }, "list_invitations"));
  if (!delivered) {
    await withdraw();
    throw new AppError("UNAVAILABLE", "The invitation email could not be sent. Please try again.");
  }
  return invite;
}
