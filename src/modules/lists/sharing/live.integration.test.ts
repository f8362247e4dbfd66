import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { Db, DbHandle } from "@/server/db/client";
import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { closeRealtimeBus, getRealtimeBus } from "@/server/realtime";
import type { RealtimeMessage } from "@/server/realtime/bus";
import { PgRealtimeBus, REALTIME_CHANNEL } from "@/server/realtime/pg-bus";
import { openEventStreamCount } from "@/server/realtime/sse";
import { getTestDb, openSecondInstance, truncateAll, usingRealPostgres } from "../../../../tests/setup/db";
import { addItem, changeQuantity, createList, deleteList } from "../mutations";
import { acceptListInvite, createListInvite } from "./invites";
import { removeListMember } from "./members";
import { listTopic } from "./live";
import { openListEventStream } from "./events";
import { actorFor, createTestUser } from "@/modules/users/testing/factories";

// The users module's password change lives beside its sign-out (Auth.js); only that plumbing is replaced.
vi.mock("@/server/auth/auth", () => import("../../../../tests/support/mocked-session").then((m) => m.mockedAuthModule()));
vi.mock("@/server/request", () => import("../../../../tests/support/mocked-session").then((m) => m.mockedRequestModule()));
vi.mock("next/cache", () => import("../../../../tests/support/mocked-session").then((m) => m.mockedCacheModule()));
const { changePassword, signOutEverywhere } = await import("@/modules/users/mutations");

/*
 * The fan-out across app instances (decision 021): two PgRealtimeBus objects, each with its own
 * dedicated LISTEN connection, stand for two app instances; writes go through either instance's
 * pool. Then the list event stream itself, read as a browser would read it.
 */

let db: Db;
let second: DbHandle;
let owner: Actor;
let member: Actor;
let listId: string;
const buses: PgRealtimeBus[] = [];

async function newActor(label: string): Promise<Actor> {
  const email = `${label}-${randomUUID().slice(0, 8)}@live.test`;
  const [row] = await db.insert(tables.users).values({ email, passwordHash: "x" }).returning({ id: tables.users.id });
  return { userId: row!.id, role: "shopper", email, sessionId: "test" };
}

function instanceBus(): PgRealtimeBus {
  const bus = new PgRealtimeBus(process.env.DATABASE_URL!, { log: () => undefined });
  buses.push(bus);
  return bus;
}

/** Collects messages of one topic; `next()` waits for the next one (or fails after `ms`). */
function collect(bus: PgRealtimeBus, topic: string) {
  const got: RealtimeMessage[] = [];
  const waiters: (() => void)[] = [];
  bus.subscribe(topic, (m) => {
    got.push(m);
    waiters.splice(0).forEach((w) => w());
  });
  const until = async (n: number, ms = 3_000) => {
    const deadline = Date.now() + ms;
    while (got.length < n) {
      if (Date.now() > deadline) throw new Error(`expected ${n} messages on ${topic}, got ${got.length}`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 50);
      });
    }
    return got;
  };
  return { got, until };
}

beforeAll(async () => {
  db = await getTestDb();
  second = await openSecondInstance();
});

afterEach(async () => {
  await Promise.all(buses.splice(0).map((b) => b.close()));
});

afterAll(async () => {
  await closeRealtimeBus();
  if (usingRealPostgres()) await second.close();
});

beforeEach(async () => {
  await truncateAll(db);
  owner = await newActor("owner");
  member = await newActor("member");
  listId = (await createList(db, owner, { name: "Live", clientRequestId: randomUUID() })).id;
  const invite = await createListInvite(db, owner, { listId, email: member.email });
  await acceptListInvite(db, member, { token: invite.token });
});

describe.runIf(usingRealPostgres())("LISTEN/NOTIFY fan-out across two app instances", () => {
  it("a write through one instance reaches subscribers on both, in order, with the list id and kind", async () => {
    const a = instanceBus();
    const b = instanceBus();
    const onA = collect(a, listTopic(listId));
    const onB = collect(b, listTopic(listId));
    const elsewhere = collect(b, listTopic(randomUUID()));
    await Promise.all([a.ready(), b.ready()]);

    const item = await addItem(second.db, member, { listId, itemName: "Milk" });
    await changeQuantity(db, owner, { itemId: item.id, delta: 1 });
    await removeListMember(second.db, owner, { listId, userId: member.userId });
    for (const side of [onA, onB]) {
      const got = await side.until(3);
      expect(got.map((m) => m.kind)).toEqual(["items", "items", "members"]);
      expect(got.every((m) => m.data?.listId === listId && typeof m.at === "number")).toBe(true);
    }
    expect(elsewhere.got).toEqual([]);
  });

  it("a notice sent inside a transaction arrives only if it commits", async () => {
    const b = instanceBus();
    const onB = collect(b, "test:tx");
    await b.ready();
    const bus = getRealtimeBus();
    await db.transaction(async (tx) => {
      await bus.publish(tx as unknown as Db, { topic: "test:tx", kind: "rolled-back" });
      tx.rollback();
    }).catch(() => undefined);
    await db.transaction(async (tx) => {
      await bus.publish(tx as unknown as Db, { topic: "test:tx", kind: "committed" });
    });
    const got = await onB.until(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(got.map((m) => m.kind)).toEqual(["committed"]);
  });

  it("after its LISTEN connection is killed the bus reconnects, tells subscribers to resync, and receives again", async () => {
    const b = instanceBus();
    const onB = collect(b, listTopic(listId));
    await b.ready();
    const pid = b.backendPid;
    expect(pid).toBeGreaterThan(0);
    const listening = await db.execute<{ query: string }>(sql`select query from pg_stat_activity where pid = ${pid}`);
    expect(listening.rows[0]?.query.toLowerCase()).toBe(`listen ${REALTIME_CHANNEL}`);
    await db.execute(sql`select pg_terminate_backend(${pid}::int)`);
    const resync = await onB.until(1, 10_000);
    expect(resync[0]?.kind).toBe("resync");
    expect(b.listening).toBe(true);
    expect(b.backendPid).not.toBe(pid);
    await addItem(db, owner, { listId, itemName: "After reconnect" });
    const got = await onB.until(2);
    expect(got[1]?.kind).toBe("items");
  });
});

/** Reads server-sent events from a Response the way EventSource does. */
function readEvents(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let ended = false;
  const next = async (ms = 3_000): Promise<{ event: string; data: unknown } | "end"> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const cut = buffer.indexOf("\n\n");
      if (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event) return { event, data: data ? JSON.parse(data) : null };
        continue; // comments, retry hints
      }
      if (ended) return "end";
      const left = deadline - Date.now();
      if (left <= 0) throw new Error("no event in time");
      const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), left))]);
      if (chunk === null) continue;
      if (chunk.done) ended = true;
      else buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
  return { next, cancel: () => reader.cancel() };
}

/**
 * The next event that is not a change notice published before `since` (notices of the set-up's own
 * writes may still be on their way); a change published at or after `since` is returned, so a
 * notice that should have been withheld fails the assertion.
 */
async function afterEarlierNotices(stream: ReturnType<typeof readEvents>, since: number, ms = 2_000) {
  for (;;) {
    const e = await stream.next(ms);
    if (e === "end" || e.event !== "change" || (e.data as { at: number }).at >= since) return e;
  }
}

describe("the list event stream", () => {
  it("opens for owner and member, forwards changes, and revokes a removed member at once", async () => {
    const abort = new AbortController();
    const forMember = readEvents(await openListEventStream(db, member, listId, abort.signal));
    const forOwner = readEvents(await openListEventStream(db, owner, listId, new AbortController().signal));
    expect(await forMember.next()).toEqual({ event: "ready", data: { listId } });
    expect(await forOwner.next()).toEqual({ event: "ready", data: { listId } });

    await addItem(second.db, owner, { listId, itemName: "Bread" });
    // `self` tells the owner's own tab that it made this change (it skips the re-read).
    expect(await forMember.next()).toMatchObject({ event: "change", data: { listId, kind: "items", self: false } });
    expect(await forOwner.next()).toMatchObject({ event: "change", data: { listId, kind: "items", self: true } });

    await removeListMember(db, owner, { listId, userId: member.userId });
    expect(await forMember.next()).toEqual({ event: "revoked", data: { listId } });
    expect(await forMember.next()).toBe("end");
    expect(await forOwner.next()).toMatchObject({ event: "change", data: { kind: "members" } });

    await deleteList(db, owner, { listId });
    expect(await forOwner.next()).toEqual({ event: "revoked", data: { listId } });
    expect(await forOwner.next()).toBe("end");
  });

  it("a stream opened before sign-out or a password change ends at the next notice, which it does not deliver", async () => {
    // Real accounts (the session version is what sign-out and a password change move on).
    const sam = await createTestUser(db, { password: "Old-pass!2345" });
    const samActor = { ...(await actorFor(db, sam)), sessionVersion: 0 };
    const list = (await createList(db, samActor, { name: "Sam's", clientRequestId: randomUUID() })).id;
    const invite = await createListInvite(db, samActor, { listId: list, email: member.email });
    await acceptListInvite(db, member, { token: invite.token });

    // Sign-out (sign out everywhere revokes the same way): the member's next change is not delivered.
    const first = readEvents(await openListEventStream(db, samActor, list, new AbortController().signal));
    expect(await first.next()).toEqual({ event: "ready", data: { listId: list } });
    const signedOutAt = Date.now();
    await signOutEverywhere(db, samActor);
    await addItem(db, member, { listId: list, itemName: "Secret" });
    expect(await afterEarlierNotices(first, signedOutAt)).toEqual({ event: "ended", data: { reason: "session" } });
    expect(await first.next()).toBe("end");

    // A password change, with a stream opened by the new session before it.
    const fresh = { ...samActor, sessionVersion: 1 };
    const second = readEvents(await openListEventStream(db, fresh, list, new AbortController().signal));
    expect(await second.next()).toEqual({ event: "ready", data: { listId: list } });
    await addItem(db, member, { listId: list, itemName: "Still fine" });
    expect(await second.next()).toMatchObject({ event: "change", data: { kind: "items" } });
    const changedAt = Date.now();
    await changePassword(db, fresh, { currentPassword: "Old-pass!2345", newPassword: "New-pass!6789x" });
    await addItem(db, member, { listId: list, itemName: "After the change" });
    expect(await afterEarlierNotices(second, changedAt)).toEqual({ event: "ended", data: { reason: "session" } });
    expect(await second.next()).toBe("end");
  });

  it("without any notice, the heartbeat's re-check closes a stream whose session or membership has gone", async () => {
    const sessionStream = readEvents(await openListEventStream(db, { ...owner, sessionVersion: 0 }, listId, new AbortController().signal, { heartbeatMs: 100 }));
    const memberStream = readEvents(await openListEventStream(db, member, listId, new AbortController().signal, { heartbeatMs: 100 }));
    expect(await sessionStream.next()).toMatchObject({ event: "ready" });
    expect(await memberStream.next()).toMatchObject({ event: "ready" });
    // Changed behind the bus's back (no notice at all): only the periodic re-check can see it.
    const revokedAt = Date.now();
    await db.update(tables.users).set({ sessionVersion: 5 }).where(eq(tables.users.id, owner.userId));
    await db.delete(tables.shoppingListMembers).where(eq(tables.shoppingListMembers.userId, member.userId));
    expect(await afterEarlierNotices(sessionStream, revokedAt)).toEqual({ event: "ended", data: { reason: "session" } });
    expect(await sessionStream.next()).toBe("end");
    expect(await afterEarlierNotices(memberStream, revokedAt)).toEqual({ event: "revoked", data: { listId } });
    expect(await memberStream.next()).toBe("end");
  });

  it("is not found for someone the list is not shared with", async () => {
    const stranger = await newActor("stranger");
    const err = await openListEventStream(db, stranger, listId, new AbortController().signal).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe("NOT_FOUND");
  });

  it("cleans up when the browser goes away", async () => {
    const before = openEventStreamCount();
    const abort = new AbortController();
    const stream = readEvents(await openListEventStream(db, member, listId, abort.signal));
    expect(await stream.next()).toMatchObject({ event: "ready" });
    expect(openEventStreamCount()).toBe(before + 1);
    abort.abort();
    expect(await stream.next()).toBe("end");
    expect(openEventStreamCount()).toBe(before);
  });
});
