import { beforeEach, describe, expect, it } from "vitest";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { tables } from "@/server/db";
import { createTestUser } from "@/modules/users/testing/factories";
import { listAdministrators } from "@/modules/users";
import { scrapeAlertOptOuts } from "./scrape-alert-preferences";

beforeEach(async () => {
  await truncateAll(await getTestDb());
});

describe("scrape-alert e-mail preferences", () => {
  it("are on unless switched off: only an administrator who switched them off is an opt-out", async () => {
    const db = await getTestDb();
    const [noRow, on, off] = [await createTestUser(db, { role: "admin" }), await createTestUser(db, { role: "admin" }), await createTestUser(db, { role: "admin" })];
    await createTestUser(db, { role: "shopper" });
    await db.insert(tables.emailPreferences).values([{ userId: on.id, scrapeAlerts: true }, { userId: off.id, scrapeAlerts: false }]);
    const admins = await listAdministrators(db);
    expect(admins.map((a) => a.id).sort()).toEqual([noRow.id, on.id, off.id].sort());
    expect(admins.find((a) => a.id === off.id)?.email).toBe(off.email);
    expect(await scrapeAlertOptOuts(db, admins.map((a) => a.id))).toEqual(new Set([off.id]));
    expect(await scrapeAlertOptOuts(db, [])).toEqual(new Set());
  });
});
