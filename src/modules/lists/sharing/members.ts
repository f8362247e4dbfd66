import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { shownNameSql, userEmailSql } from "@/modules/users/shared";
import { getListRole } from "../access";
import { listNotFound } from "../guards";
import { isUuid } from "../schemas";
import { publishListChange } from "./live";
import { SHARING_MESSAGES } from "./schemas";
import type { ListInviteDto, ListMemberDto, ListSharingDetailDto } from "./types";

/** Owner-only operations: someone who cannot see the list gets "not found", a member FORBIDDEN. */
export async function requireListOwner(db: Db, actor: Pick<Actor, "userId">, listId: string): Promise<void> {
  const role = await getListRole(db, actor, listId);
  if (!role) throw listNotFound();
  if (role !== "owner") throw new AppError("FORBIDDEN", SHARING_MESSAGES.ownerOnly, { title: SHARING_MESSAGES.errorTitle });
}

/** Who shares the list, for its owner and members; pending invitations for the owner only. */
export async function getListSharing(db: Db, actor: Actor, listId: string, now = new Date()): Promise<ListSharingDetailDto | null> {
  const role = await getListRole(db, actor, listId);
  if (!role) return null;
  const head = (
    await db.execute<{ name: string; owner_id: string; owner_name: string; owner_email: string }>(sql`
      select l.name, l.user_id as owner_id, ${shownNameSql(sql`l.user_id`)} as owner_name, ${userEmailSql(sql`l.user_id`)} as owner_email
      from shopping_lists l
      where l.id = ${listId}::uuid`)
  ).rows[0];
  if (!head) return null;
  const members = await db.execute<{ user_id: string; name: string; email: string; joined_at: string | Date }>(sql`
    select m.user_id, ${shownNameSql(sql`m.user_id`)} as name, ${userEmailSql(sql`m.user_id`)} as email, m.joined_at
    from shopping_list_members m
    where m.list_id = ${listId}::uuid
    order by m.joined_at, m.user_id`);
  const invites =
    role === "owner"
      ? await db.execute<{ id: string; email: string; expires_at: string | Date }>(sql`
          select id, email, expires_at from shopping_list_invites
          where list_id = ${listId}::uuid and accepted_at is null
          order by created_at, id`)
      : { rows: [] };
  return {
    listId,
    listName: head.name,
    role,
    owner: { userId: head.owner_id, name: head.owner_name, email: head.owner_email },
    members: members.rows.map(
      (m): ListMemberDto => ({ userId: m.user_id, name: m.name, email: m.email, joinedAt: new Date(m.joined_at).toISOString(), isYou: m.user_id === actor.userId }),
    ),
    invites: invites.rows.map((i): ListInviteDto => {
      const expiresAt = new Date(i.expires_at);
      return { id: i.id, email: i.email, expiresAt: expiresAt.toISOString(), expired: expiresAt.getTime() <= now.getTime() };
    }),
  };
}

/** Owner only. Takes effect at once: the member's next request, and their open live view, find nothing. */
export async function removeListMember(db: Db, actor: Actor, input: { listId: string; userId: string }): Promise<void> {
  await requireListOwner(db, actor, input.listId);
  if (!isUuid(input.userId)) throw new AppError("NOT_FOUND", SHARING_MESSAGES.memberNotFound);
  const res = await db.execute(sql`
    delete from shopping_list_members where list_id = ${input.listId}::uuid and user_id = ${input.userId}::uuid returning user_id`);
  if (!res.rows.length) throw new AppError("NOT_FOUND", SHARING_MESSAGES.memberNotFound);
  await publishListChange(db, input.listId, "members", actor.userId);
}

/** A member leaves; the owner cannot (they delete the list instead). */
export async function leaveList(db: Db, actor: Actor, input: { listId: string }): Promise<{ listName: string }> {
  const role = await getListRole(db, actor, input.listId);
  if (!role) throw listNotFound();
  if (role === "owner") throw new AppError("INVALID_INPUT", SHARING_MESSAGES.ownerCannotLeave, { title: SHARING_MESSAGES.errorTitle });
  const res = await db.execute<{ name: string }>(sql`
    delete from shopping_list_members m using shopping_lists l
    where m.list_id = ${input.listId}::uuid and m.user_id = ${actor.userId}::uuid and l.id = m.list_id
    returning l.name`);
  const row = res.rows[0];
  if (!row) throw listNotFound();
  await publishListChange(db, input.listId, "members", actor.userId);
  return { listName: row.name };
}
