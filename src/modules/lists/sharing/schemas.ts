import { z } from "zod";

/** Sharing limits (decision 021). */
export const INVITE_VALID_DAYS = 7;
/** Members plus pending invitations per list: a household, not a mailing list. */
export const MAX_SHARES_PER_LIST = 10;
export const EMAIL_MAX = 320;

export const SHARING_MESSAGES = {
  errorTitle: "Error",
  emailInvalid: "Please enter a valid email address.",
  ownerOnly: "Only the list's owner can share it or remove people.",
  inviteSelf: "That's your own address: you already own this list.",
  alreadyMember: "That person already shares this list.",
  tooMany: `A list can be shared with at most ${MAX_SHARES_PER_LIST} people (pending invitations count too).`,
  inviteSentTitle: "Invitation sent",
  inviteNotFound: "That invitation no longer exists.",
  memberNotFound: "That person no longer shares this list.",
  ownerCannotLeave: "You own this list, so you can't leave it. Delete it instead.",
  leftTitle: "You left the list",
  rateLimited: "Please wait before sending more invitations.",
  invitationsOff: "That person has switched off shared-list invitation e-mails, so no invitation was sent. Ask them to switch it on in their profile's e-mail preferences.",
  // Invitation links (GET shows, POST accepts).
  linkInvalid: "This invitation link isn't valid. Ask the list's owner to send you a new one.",
  linkExpired: "This invitation has expired. Ask the list's owner to send you a new one.",
  linkUsed: "This invitation has already been used.",
  linkWrongAccount: "This invitation was sent to a different email address.",
} as const;

/** What the acceptance page may say about a token: never more than the list's name to the right account. */
export type InviteState =
  | { state: "valid"; listName: string; ownerName: string; invitedEmail: string }
  | { state: "member"; listId: string; listName: string }
  | { state: "wrong-account"; maskedEmail: string }
  | { state: "expired" | "used" | "invalid" };

/** "a***@example.com": enough for the invitee to recognise the address, not enough to harvest it. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

const uuidLike = z.string().max(100);
const token = z.string().min(1).max(200);

export const inviteSchema = z.object({
  listId: uuidLike,
  email: z.string().trim().toLowerCase().max(EMAIL_MAX, SHARING_MESSAGES.emailInvalid).pipe(z.email(SHARING_MESSAGES.emailInvalid)),
});
export const revokeInviteSchema = z.object({ listId: uuidLike, inviteId: uuidLike });
export const removeMemberSchema = z.object({ listId: uuidLike, userId: uuidLike });
export const listIdSchema = z.object({ listId: uuidLike });
export const acceptInviteSchema = z.object({ token });

export type InviteInput = z.infer<typeof inviteSchema>;
