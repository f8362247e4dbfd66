"use server";
import { revalidatePath } from "next/cache";
import { defineAction } from "@/server/action";
import { linkBaseUrl } from "@/modules/users";
import { listNotFound } from "../guards";
import { acceptListInvite, revokeListInvite } from "./invites";
import { inviteAndMail } from "./invite-mail";
import { getListSharing, leaveList, removeListMember } from "./members";
import { SHARING_MESSAGES, acceptInviteSchema, inviteSchema, listIdSchema, removeMemberSchema, revokeInviteSchema } from "./schemas";

// Thin wrappers: authenticate + parse (defineAction) → access-checked data function → revalidate.

function revalidateList(listId: string): void {
  revalidatePath("/lists");
  revalidatePath(`/lists/${listId}`);
}

export const loadListSharingAction = defineAction(listIdSchema, async ({ listId }, actor, { db }) => {
  const sharing = await getListSharing(db, actor, listId);
  if (!sharing) throw listNotFound();
  return { ok: true as const, sharing };
});

export const inviteToListAction = defineAction(
  inviteSchema,
  async (input, actor, { db }) => {
    const invite = await inviteAndMail(db, actor, input, await linkBaseUrl());
    return { ok: true as const, invite: { email: invite.email, expiresAt: invite.expiresAt } };
  },
  { limit: { name: "list_invite", title: "Too many requests", message: SHARING_MESSAGES.rateLimited } },
);

export const revokeInviteAction = defineAction(revokeInviteSchema, async (input, actor, { db }) => {
  await revokeListInvite(db, actor, input);
  return { ok: true as const };
});

export const removeMemberAction = defineAction(removeMemberSchema, async (input, actor, { db }) => {
  await removeListMember(db, actor, input);
  revalidateList(input.listId);
  return { ok: true as const };
});

export const leaveListAction = defineAction(listIdSchema, async (input, actor, { db }) => {
  const left = await leaveList(db, actor, input);
  revalidatePath("/lists");
  return { ok: true as const, listName: left.listName };
});

export const acceptInviteAction = defineAction(acceptInviteSchema, async (input, actor, { db }) => {
  const accepted = await acceptListInvite(db, actor, input);
  revalidateList(accepted.listId);
  return { ok: true as const, listId: accepted.listId, listName: accepted.listName };
});
