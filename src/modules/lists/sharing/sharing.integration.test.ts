import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Db, DbHandle } from "@/server/db/client";
import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { closeRealtimeBus } from "@/server/realtime";
import { getTestDb, openSecondInstance, truncateAll, usingRealPostgres } from "../../../../tests/setup/db";
import { addItem, changeQuantity, createList, deleteList, removeItem } from "../mutations";
import { getListDetail, getListsForUser } from "../queries";
import { quantityOf, snapshot } from "../test-helpers.integration";
import { loadOwnList } from "@/modules/pricing/comparison/list-source";
import { acceptListInvite, createListInvite, getInviteState, revokeListInvite } from "./invites";
import { getListSharing, leaveList, removeListMember } from "./members";
import { MAX_SHARES_PER_LIST, SHARING_MESSAGES } from "./schemas";

let db: Db;
let second: DbHandle;
let owner: Actor;
let member: Actor;
let stranger: Actor;
let listId: string;

async function newActor(db: Db, label: string): Promise<Actor> {
  const email = `${label}-${randomUUID().slice(0, 8)}@share.test`;
  const [row] = await db.insert(tables.users).values({ email, passwordHash: "not-a-real-hash" }).returning({ id: tables.users.id });
  return { userId: row!.id, role: "shopper", email, sessionId: "test" };
}

const code = (p: Promise<unknown>) => p.then(() => "ok", (e: unknown) => (e instanceof AppError ? e.code : `error: ${(e as Error).message}`));
const message = (p: Promise<unknown>) => p.then(() => "ok", (e: unknown) => (e instanceof AppError ? e.safeMessage : "error"));

/** Owner invites, member accepts: the membership every access test starts from. */
async function share(list = listId, who = member): Promise<void> {
  const invite = await createListInvite(db, owner, { listId: list, email: who.email });
  await acceptListInvite(db, who, { token: invite.token });
}

beforeAll(async () => {
  db = await getTestDb();
  second = await openSecondInstance();
});

afterAll(async () => {
  await closeRealtimeBus();
  if (usingRealPostgres()) await second.close();
});

beforeEach(async () => {
  await truncateAll(db);
  owner = await newActor(db, "owner");
  member = await newActor(db, "member");
  stranger = await newActor(db, "stranger");
  listId = (await createList(db, owner, { name: "Household", clientRequestId: randomUUID() })).id;
});

describe("access: owner or member", () => {
  it("a member sees the list, adds items, changes quantities and removes items; the owner sees it all", async () => {
    await share();
    const mine = await getListsForUser(db, member);
    expect(mine.map((l) => [l.name, l.sharing.role])).toEqual([["Household", "member"]]);
    expect((await getListsForUser(db, owner))[0]?.sharing).toMatchObject({ role: "owner", memberCount: 1 });

    const milk = await addItem(db, member, { listId, itemName: "Milk" });
    await changeQuantity(db, member, { itemId: milk.id, delta: 2 });
    const eggs = await addItem(db, owner, { listId, itemName: "Eggs" });
    await removeItem(db, member, { itemId: eggs.id });
    const seen = await getListDetail(db, owner, listId);
    expect(seen?.items).toEqual([{ id: milk.id, name: "Milk", quantity: 3, checked: false }]);
    expect((await getListDetail(db, member, listId))?.sharing).toMatchObject({ role: "member", memberCount: 1 });
    // Best Savings reads a shared list for its member too.
    expect((await loadOwnList(db, member, listId))?.items.map((i) => i.name)).toEqual(["Milk"]);
  });

  it("someone it is not shared with gets not found everywhere and changes nothing", async () => {
    await share();
    const item = await addItem(db, owner, { listId, itemName: "Bread" });
    const before = await snapshot(db);
    expect(await getListDetail(db, stranger, listId)).toBeNull();
    expect(await getListsForUser(db, stranger)).toEqual([]);
    expect(await loadOwnList(db, stranger, listId)).toBeNull();
    expect(await code(addItem(db, stranger, { listId, itemName: "Sneaky" }))).toBe("NOT_FOUND");
    expect(await code(changeQuantity(db, stranger, { itemId: item.id, delta: 1 }))).toBe("NOT_FOUND");
    expect(await code(removeItem(db, stranger, { itemId: item.id }))).toBe("NOT_FOUND");
    expect(await code(deleteList(db, stranger, { listId }))).toBe("NOT_FOUND");
    expect(await code(createListInvite(db, stranger, { listId, email: "x@example.com" }))).toBe("NOT_FOUND");
    expect(await code(removeListMember(db, stranger, { listId, userId: member.userId }))).toBe("NOT_FOUND");
    expect(await code(leaveList(db, stranger, { listId }))).toBe("NOT_FOUND");
    expect(await getListSharing(db, stranger, listId)).toBeNull();
    expect(await snapshot(db)).toEqual(before);
  });

  it("only the owner deletes, shares and removes people: a member gets FORBIDDEN and nothing changes", async () => {
    await share();
    const before = await snapshot(db);
    expect(await code(deleteList(db, member, { listId }))).toBe("FORBIDDEN");
    expect(await code(createListInvite(db, member, { listId, email: "friend@example.com" }))).toBe("FORBIDDEN");
    expect(await code(removeListMember(db, member, { listId, userId: member.userId }))).toBe("FORBIDDEN");
    expect(await snapshot(db)).toEqual(before);
    expect((await getListSharing(db, member, listId))?.invites).toEqual([]);
  });

  it("a removed member gets not found at once, on any app instance, and their edits change nothing", async () => {
    await share();
    const item = await addItem(db, member, { listId, itemName: "Apples" });
    await removeListMember(db, owner, { listId, userId: member.userId });
    for (const handle of [db, second.db]) {
      expect(await getListDetail(handle, member, listId)).toBeNull();
      expect(await code(addItem(handle, member, { listId, itemName: "After" }))).toBe("NOT_FOUND");
      expect(await code(changeQuantity(handle, member, { itemId: item.id, delta: 1 }))).toBe("NOT_FOUND");
      expect(await code(removeItem(handle, member, { itemId: item.id }))).toBe("NOT_FOUND");
    }
    expect(await quantityOf(db, item.id)).toBe(1);
    expect(await getListsForUser(db, member)).toEqual([]);
    expect(await message(removeListMember(db, owner, { listId, userId: member.userId }))).toBe(SHARING_MESSAGES.memberNotFound);
  });

  it("a member can leave (then not found); the owner cannot leave their own list", async () => {
    await share();
    expect(await leaveList(db, member, { listId })).toEqual({ listName: "Household" });
    expect(await getListDetail(db, member, listId)).toBeNull();
    expect(await code(leaveList(db, member, { listId }))).toBe("NOT_FOUND");
    expect(await message(leaveList(db, owner, { listId }))).toBe(SHARING_MESSAGES.ownerCannotLeave);
  });

  it("deleting the list ends every membership and invitation", async () => {
    await share();
    await createListInvite(db, owner, { listId, email: "later@example.com" });
    await deleteList(db, owner, { listId });
    const left = await db.execute<{ m: number; i: number }>(sql`
      select (select count(*)::int from shopping_list_members) as m, (select count(*)::int from shopping_list_invites) as i`);
    expect(left.rows[0]).toEqual({ m: 0, i: 0 });
    expect(await getListsForUser(db, member)).toEqual([]);
  });
});

describe("invitations", () => {
  it("store only the token's hash, work once, and a second redemption by the invitee just opens the list", async () => {
    const invite = await createListInvite(db, owner, { listId, email: member.email.toUpperCase() });
    expect(invite.email).toBe(member.email);
    const stored = await db.execute<{ token_hash: string }>(sql`select token_hash from shopping_list_invites`);
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]!.token_hash).not.toContain(invite.token);
    expect(await getInviteState(db, member, invite.token)).toMatchObject({ state: "valid", listName: "Household" });

    expect(await acceptListInvite(db, member, { token: invite.token })).toEqual({ listId, listName: "Household", joined: true });
    expect(await acceptListInvite(db, member, { token: invite.token })).toEqual({ listId, listName: "Household", joined: false });
    expect(await getInviteState(db, member, invite.token)).toMatchObject({ state: "member", listId });
    // Anyone else holding the used link gets "used", and after removal the invitee does too.
    expect(await message(acceptListInvite(db, stranger, { token: invite.token }))).toBe(SHARING_MESSAGES.linkUsed);
    await removeListMember(db, owner, { listId, userId: member.userId });
    expect(await message(acceptListInvite(db, member, { token: invite.token }))).toBe(SHARING_MESSAGES.linkUsed);
    expect(await getListDetail(db, member, listId)).toBeNull();
  });

  it("two concurrent redemptions of one link make one membership", async () => {
    const invite = await createListInvite(db, owner, { listId, email: member.email });
    const results = await Promise.all([db, second.db, db, second.db].map((h) => acceptListInvite(h, member, { token: invite.token })));
    expect(results.filter((r) => r.joined)).toHaveLength(1);
    const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from shopping_list_members`);
    expect(rows.rows[0]!.n).toBe(1);
  });

  it("an expired link is refused and adds nobody", async () => {
    const nineDaysAgo = new Date(Date.now() - 9 * 24 * 3600 * 1000);
    const invite = await createListInvite(db, owner, { listId, email: member.email }, nineDaysAgo);
    expect(await getInviteState(db, member, invite.token)).toEqual({ state: "expired" });
    expect(await message(acceptListInvite(db, member, { token: invite.token }))).toBe(SHARING_MESSAGES.linkExpired);
    expect(await getListDetail(db, member, listId)).toBeNull();
  });

  it("the wrong account is refused without using the link up", async () => {
    const invite = await createListInvite(db, owner, { listId, email: member.email });
    expect(await getInviteState(db, stranger, invite.token)).toEqual({ state: "wrong-account", maskedEmail: `m***@share.test` });
    expect(await code(acceptListInvite(db, stranger, { token: invite.token }))).toBe("FORBIDDEN");
    expect(await getListDetail(db, stranger, listId)).toBeNull();
    expect((await acceptListInvite(db, member, { token: invite.token })).joined).toBe(true);
  });

  it("unknown, revoked and replaced links are not valid", async () => {
    expect(await code(acceptListInvite(db, member, { token: "no-such-token" }))).toBe("NOT_FOUND");
    expect(await getInviteState(db, member, "")).toEqual({ state: "invalid" });
    const first = await createListInvite(db, owner, { listId, email: member.email });
    const again = await createListInvite(db, owner, { listId, email: member.email });
    expect(await getInviteState(db, member, first.token)).toEqual({ state: "invalid" });
    await revokeListInvite(db, owner, { listId, inviteId: again.inviteId });
    expect(await message(acceptListInvite(db, member, { token: again.token }))).toBe(SHARING_MESSAGES.linkInvalid);
    expect(await code(revokeListInvite(db, owner, { listId, inviteId: again.inviteId }))).toBe("NOT_FOUND");
  });

  it("refuses bad addresses, the owner's own, existing members and more than the cap", async () => {
    expect(await message(createListInvite(db, owner, { listId, email: "not-an-email" }))).toBe(SHARING_MESSAGES.emailInvalid);
    expect(await message(createListInvite(db, owner, { listId, email: owner.email }))).toBe(SHARING_MESSAGES.inviteSelf);
    await share();
    expect(await message(createListInvite(db, owner, { listId, email: member.email }))).toBe(SHARING_MESSAGES.alreadyMember);
    for (let i = 1; i < MAX_SHARES_PER_LIST; i++) await createListInvite(db, owner, { listId, email: `guest${i}@example.com` });
    expect(await message(createListInvite(db, owner, { listId, email: "one-too-many@example.com" }))).toBe(SHARING_MESSAGES.tooMany);
    // Re-sending to an address already invited is a replacement, not another share.
    expect((await createListInvite(db, owner, { listId, email: "guest1@example.com" })).email).toBe("guest1@example.com");
    const sharing = await getListSharing(db, owner, listId);
    expect(sharing?.members.map((m) => m.email)).toEqual([member.email]);
    expect(sharing?.invites).toHaveLength(MAX_SHARES_PER_LIST - 1);
  });
});

describe("quantities under concurrent edits from two members", () => {
  it("40 concurrent +1 from the owner and a member on two app instances end exactly 40 higher", async () => {
    await share();
    const item = await addItem(db, owner, { listId, itemName: "Bananas" });
    const bumps = Array.from({ length: 40 }, (_, i) => changeQuantity(i % 2 ? db : second.db, i % 4 < 2 ? owner : member, { itemId: item.id, delta: 1 }));
    const results = await Promise.all(bumps);
    expect(await quantityOf(db, item.id)).toBe(41);
    const seen = results.map((r) => (r.removed ? 0 : r.item.quantity)).sort((a, b) => a - b);
    expect(seen).toEqual(Array.from({ length: 40 }, (_, i) => i + 2));
  });
});
