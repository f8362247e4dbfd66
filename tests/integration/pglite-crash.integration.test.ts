/**
 * Fault test on the embedded default (RELIABILITY F-series, issue 14 item 5): a production server on
 * PGlite is killed with SIGKILL while list writes are in flight; the embedded database then opens
 * again (PostgreSQL's own crash recovery inside PGlite) with every write the client got an
 * acknowledgement for present exactly once, and the app starts again on it and answers ready.
 * Needs a production build (CI builds before `npm test`).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { hashPassword } from "../../src/server/auth/password";
import { openDatabase, runMigrations } from "../../src/server/db/client";
import { actionId, assertProductionBuild, callAction, freePort, signIn, startNextServer, type TestServer, waitReady } from "../support/next-server";

const PORT = await freePort();
const EMAIL = "crash@example.test";
const PASSWORD = "Crash!234567";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cartwise-pglite-crash-"));
let listId = "";
let addItemId = "";
let server: TestServer | null = null;

const start = () => startNextServer(PORT, { DATABASE_URL: "", PGLITE_DIR: dir, AUTH_SECRET: "crash-test-secret-crash-test-secret-0123" });
async function session(): Promise<string> {
  const { session } = await signIn(server!.base, EMAIL, PASSWORD);
  if (!session) throw new Error("sign-in failed");
  return session;
}
const addItem = async (cookie: string, name: string) => (await callAction(server!.base, `/lists/${listId}`, addItemId, { listId, itemName: name }, cookie, 10_000)).ok;

beforeAll(async () => {
  assertProductionBuild();
  addItemId = actionId("addItemAction");
  // The account and its list are written before the server holds the directory.
  const handle = await openDatabase({ pgliteDir: dir });
  await runMigrations(handle);
  const user = await handle.db.execute<{ id: string }>(sql`insert into users (email, password_hash, role, email_verified_at) values (${EMAIL}, ${await hashPassword(PASSWORD)}, 'shopper', now()) returning id`);
  const userId = user.rows[0].id;
  await handle.db.execute(sql`insert into profiles (user_id, name, accepted_terms, accepted_terms_date) values (${userId}, 'Crash', true, now())`);
  listId = (await handle.db.execute<{ id: string }>(sql`insert into shopping_lists (user_id, name) values (${userId}, 'Ledger') returning id`)).rows[0].id;
  await handle.close();
});

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("embedded PGlite killed mid-write", () => {
  it("starts again with every acknowledged write intact", async () => {
    server = start();
    await waitReady(server);
    const cookie = await session();

    // Four writers in parallel; the server is killed while they are mid-request.
    const acknowledged: string[] = [];
    let n = 0;
    let stop = false;
    const writer = async () => {
      while (!stop) {
        const name = `ledger ${n++}`;
        if (await addItem(cookie, name)) acknowledged.push(name);
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 20));
    await server.stop("SIGKILL");
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    // The directory opens again (crash recovery) and holds each acknowledged item exactly once.
    const handle = await openDatabase({ pgliteDir: dir });
    const rows = await handle.db.execute<{ item_name: string; n: number }>(sql`select item_name, count(*)::int as n from shopping_list_items where list_id = ${listId} group by item_name`);
    await handle.close();
    const stored = new Map(rows.rows.map((r) => [r.item_name.toLowerCase(), Number(r.n)]));
    for (const name of acknowledged) expect(stored.get(name.toLowerCase()), `acknowledged "${name}"`).toBe(1);
    // Nothing appeared that was never asked for.
    for (const name of stored.keys()) expect(name).toMatch(/^ledger \d+$/);

    // And the app itself starts again on the recovered directory and takes writes.
    server = start();
    await waitReady(server);
    expect(await addItem(await session(), "after restart")).toBe(true);
    expect(await server.stop("SIGTERM")).toBe(0);
  });
});
