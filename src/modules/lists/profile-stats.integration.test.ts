import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { tables, type Db } from "@/server/db";
import { actorFor, createTestUser } from "@/modules/users/testing/factories";
import { countOwnLists } from "./profile-stats";

let db: Db;
beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => truncateAll(db));

describe("countOwnLists", () => {
  it("counts the lists the signed-in user owns, not other users' lists", async () => {
    const [a, b] = [await createTestUser(db), await createTestUser(db)];
    await db.insert(tables.shoppingLists).values([{ name: "A", userId: a.id }, { name: "B", userId: a.id }, { name: "C", userId: b.id }]);
    expect(await countOwnLists(db, await actorFor(db, a))).toBe(2);
    expect(await countOwnLists(db, await actorFor(db, b))).toBe(1);
    expect(await countOwnLists(db, await actorFor(db, await createTestUser(db)))).toBe(0);
  });
});
