import "server-only";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { hashToken } from "@/modules/users";
import { shownNameSql, userEmailSql } from "@/modules/users/shared";
import { isUuid } from "../schemas";
import { listNotFound } from "../guards";
import { publishListChange } from "./live";
import { requireListOwner } from "./members";
import { EMAIL_MAX, INVITE_VALID_DAYS, MAX_SHARES_PER_LIST, SHARING_MESSAGES, maskEmail, type InviteState } from "./schemas";

/**
 * Invitations by e-mail (issue 16, decision 021). The link carries 256 random bits; only their
 * SHA-256 is stored (as e-mail confirmation tokens are). A link works once, for INVITE_VALID_DAYS,
 * and only for the account whose address it was sent to. Opening it (GET) only shows the
 * invitation; accepting is a separate POST, so mail scanners that follow links accept nothing.
 */

export interface CreatedInvite {
  inviteId: string;
  listId: string;
  listName: string;
  ownerName: string;
  email: string;
  expiresAt: string;
  /** The raw token, for the e-mail only: it is never stored and never sent to the browser. */
  token: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Owner only. A second invitation to the same address replaces the first (its link stops working). */
export async function createListInvite(db: Db, actor: Actor, input: { listId: string; email: string }, now = new Date()): Promise<CreatedInvite> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email) || email.length > EMAIL_MAX) {
    throw new AppError("INVALID_INPUT", SHARING_MESSAGES.emailInvalid, { fieldErrors: { email: [SHARING_MESSAGES.emailInvalid] } });
  }
  await requireListOwner(db, actor, input.listId);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITE_VALID_DAYS * 24 * 3600 * 1000);

  return db.transaction(async (tx) => {
    // The list row lock serialises invitations to one list, so the cap below cannot be overrun.
    const list = (
      await tx.execute<{ id: string; name: string; owner_email: string; owner_name: string }>(sql`
        select l.id, l.name, ${userEmailSql(sql`l.user_id`)} as owner_email, ${shownNameSql(sql`l.user_id`)} as owner_name
        from shopping_lists l
        where l.id = ${input.listId}::uuid and l.user_id = ${actor.userId}::uuid
        for update of l`)
    ).rows[0];
    if (!list) throw listNotFound();
    const field = (message: string) => ({ fieldErrors: { email: [message] } });
    if (list.owner_email.toLowerCase() === email) throw new AppError("INVALID_INPUT", SHARING_MESSAGES.inviteSelf, field(SHARING_MESSAGES.inviteSelf));
    const counts = (
      await tx.execute<{ member: boolean; shares: number | string }>(sql`
        select exists (select 1 from shopping_list_members m
                       where m.list_id = ${list.id}::uuid and lower(${userEmailSql(sql`m.user_id`)}) = ${email}) as member,
               (select count(*) from shopping_list_members m where m.list_id = ${list.id}::uuid)
             + (select count(*) from shopping_list_invites i
                where i.list_id = ${list.id}::uuid and i.accepted_at is null and i.expires_at > ${now} and lower(i.email) <> ${email}) as shares`)
    ).rows[0];
    if (counts?.member) throw new AppError("CONFLICT", SHARING_MESSAGES.alreadyMember, field(SHARING_MESSAGES.alreadyMember));
    if (Number(counts?.shares ?? 0) >= MAX_SHARES_PER_LIST) throw new AppError("CONFLICT", SHARING_MESSAGES.tooMany, field(SHARING_MESSAGES.tooMany));

    await tx.execute(sql`delete from shopping_list_invites where list_id = ${list.id}::uuid and lower(email) = ${email} and accepted_at is null`);
    const inserted = await tx.execute<{ id: string }>(sql`
      insert into shopping_list_invites (list_id, email, token_hash, invited_by, expires_at, created_at)
      values (${list.id}::uuid, ${email}, ${hashToken(token)}, ${actor.userId}::uuid, ${expiresAt}, ${now})
      returning id`);
    const inviteId = inserted.rows[0]?.id;
    if (!inviteId) throw new Error("invite insert returned no row");
    return { inviteId, listId: list.id, listName: list.name, ownerName: list.owner_name, email, expiresAt: expiresAt.toISOString(), token };
  });
}

/** Owner only: withdraws a pending invitation (its link then reads "not valid"). */
export async function revokeListInvite(db: Db, actor: Actor, input: { listId: string; inviteId: string }): Promise<void> {
  await requireListOwner(db, actor, input.listId);
  if (!isUuid(input.inviteId)) throw new AppError("NOT_FOUND", SHARING_MESSAGES.inviteNotFound);
  const res = await db.execute(sql`
    delete from shopping_list_invites
    where id = ${input.inviteId}::uuid and list_id = ${input.listId}::uuid and accepted_at is null
    returning id`);
  if (!res.rows.length) throw new AppError("NOT_FOUND", SHARING_MESSAGES.inviteNotFound);
}

interface InviteRow {
  [key: string]: unknown;
  id: string;
  list_id: string;
  list_name: string;
  owner_id: string;
  owner_name: string;
  email: string;
  expires_at: string | Date;
  accepted_at: string | Date | null;
  accepted_by: string | null;
  actor_email: string | null;
  is_member: boolean;
}

function inviteQuery(actor: Pick<Actor, "userId">, token: string) {
  return sql`
    select i.id, i.list_id, l.name as list_name, l.user_id as owner_id, ${shownNameSql(sql`l.user_id`)} as owner_name,
           i.email, i.expires_at, i.accepted_at, i.accepted_by,
           ${userEmailSql(sql`${actor.userId}::uuid`)} as actor_email,
           (l.user_id = ${actor.userId}::uuid or exists (select 1 from shopping_list_members m where m.list_id = l.id and m.user_id = ${actor.userId}::uuid)) as is_member
    from shopping_list_invites i
    join shopping_lists l on l.id = i.list_id
    where i.token_hash = ${hashToken(token)}`;
}

function classify(row: InviteRow | undefined, actor: Pick<Actor, "userId">, now: Date): InviteState {
  if (!row) return { state: "invalid" };
  if (row.accepted_at) return row.accepted_by === actor.userId && row.is_member ? { state: "member", listId: row.list_id, listName: row.list_name } : { state: "used" };
  if (new Date(row.expires_at).getTime() <= now.getTime()) return { state: "expired" };
  if ((row.actor_email ?? "").toLowerCase() !== row.email.toLowerCase()) return { state: "wrong-account", maskedEmail: maskEmail(row.email) };
  if (row.is_member) return { state: "member", listId: row.list_id, listName: row.list_name };
  return { state: "valid", listName: row.list_name, ownerName: row.owner_name, invitedEmail: row.email };
}

/** What the invitation page shows for a link; changes nothing. */
export async function getInviteState(db: Db, actor: Pick<Actor, "userId">, token: string, now = new Date()): Promise<InviteState> {
  if (token.length === 0 || token.length > 200) return { state: "invalid" };
  const res = await db.execute<InviteRow>(inviteQuery(actor, token));
  return classify(res.rows[0], actor, now);
}

const ACCEPT_ERRORS: Record<Exclude<InviteState["state"], "valid" | "member">, () => AppError> = {
  invalid: () => new AppError("NOT_FOUND", SHARING_MESSAGES.linkInvalid),
  expired: () => new AppError("CONFLICT", SHARING_MESSAGES.linkExpired, { title: "Invitation expired" }),
  used: () => new AppError("CONFLICT", SHARING_MESSAGES.linkUsed, { title: "Invitation used" }),
  "wrong-account": () => new AppError("FORBIDDEN", SHARING_MESSAGES.linkWrongAccount, { title: "Wrong account" }),
};

/**
 * Redeems a link for the signed-in account: adds the membership and marks the invitation used in
 * one transaction, the invitation row locked so two concurrent redemptions cannot both succeed.
 * The invitee opening their own used link again just goes to the list.
 */
export async function acceptListInvite(db: Db, actor: Actor, input: { token: string }, now = new Date()): Promise<{ listId: string; listName: string; joined: boolean }> {
  if (input.token.length === 0 || input.token.length > 200) throw ACCEPT_ERRORS.invalid();
  const outcome = await db.transaction(async (tx) => {
    // Lock first, then read in a new statement: a redemption that waited for the lock must see the
    // membership the winner committed (a locking read's other subqueries keep their older snapshot).
    await tx.execute(sql`select 1 from shopping_list_invites where token_hash = ${hashToken(input.token)} for update`);
    const row = (await tx.execute<InviteRow>(inviteQuery(actor, input.token))).rows[0];
    const state = classify(row, actor, now);
    if (state.state === "member") return { listId: state.listId, listName: state.listName, joined: false };
    if (state.state !== "valid") throw ACCEPT_ERRORS[state.state]();
    if (!row) throw ACCEPT_ERRORS.invalid();
    await tx.execute(sql`
      insert into shopping_list_members (list_id, user_id, invited_by, joined_at)
      select ${row.list_id}::uuid, ${actor.userId}::uuid, i.invited_by, ${now} from shopping_list_invites i where i.id = ${row.id}::uuid
      on conflict do nothing`);
    await tx.execute(sql`update shopping_list_invites set accepted_at = ${now}, accepted_by = ${actor.userId}::uuid where id = ${row.id}::uuid`);
    return { listId: row.list_id, listName: row.list_name, joined: true };
  });
  if (outcome.joined) await publishListChange(db, outcome.listId, "members", actor.userId);
  return outcome;
}
