import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { tables, type Db } from "@/server/db";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { shownNameSql } from "./profile-sql";

let db: Db;
beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await truncateAll(db);
});

const nameOf = async (id: string | null) =>
  (await db.execute<{ name: string | null }>(sql`select ${shownNameSql(id === null ? sql`null::uuid` : sql`${id}::uuid`)} as name`)).rows[0]!.name;

describe("shownNameSql", () => {
  it("is the profile's name, else (none or empty) the e-mail; null for no user", async () => {
    const [named, bare] = await db
      .insert(tables.users)
      .values([{ email: `named-${randomUUID()}@names.test`, passwordHash: "x" }, { email: "bare@names.test", passwordHash: "x" }])
      .returning({ id: tables.users.id });
    await db.insert(tables.profiles).values([{ userId: named!.id, name: "Aroha" }, { userId: bare!.id, name: "" }]);
    expect(await nameOf(named!.id)).toBe("Aroha");
    expect(await nameOf(bare!.id)).toBe("bare@names.test");
    expect(await nameOf(null)).toBeNull();
    expect(await nameOf(randomUUID())).toBeNull();
  });
});
