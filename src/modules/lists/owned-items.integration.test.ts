import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { tables } from "@/server/db";
import { addItem } from "./mutations";
import { getOwnedListItems, ownedListItemProductsSql, ownsList } from "./owned-items";
import { actorOf, createUser, listFixture } from "./test-helpers.integration";

const f = listFixture("owned", "Weekly shop");

describe("owned list items (what other modules read of a list, decision 059)", () => {
  it("gives the owner their list and items; a member or stranger gets nothing", async () => {
    const owner = actorOf(f.userId);
    const member = await createUser(f.db, "member");
    await f.db.insert(tables.shoppingListMembers).values({ listId: f.listId, userId: member });
    const stranger = actorOf(await createUser(f.db, "stranger"));
    const item = await addItem(f.db, owner, { listId: f.listId, itemName: "milk" });

    expect(await ownsList(f.db, owner, f.listId)).toBe(true);
    expect(await ownsList(f.db, actorOf(member), f.listId)).toBe(false);
    expect(await ownsList(f.db, stranger, f.listId)).toBe(false);
    expect(await getOwnedListItems(f.db, owner, { listId: f.listId })).toEqual([{ id: item.id, listId: f.listId, name: "milk", lockProductId: null, matchedProductId: null }]);
    expect(await getOwnedListItems(f.db, owner, { listItemId: item.id })).toHaveLength(1);
    expect(await getOwnedListItems(f.db, actorOf(member), { listId: f.listId })).toEqual([]);
    expect(await getOwnedListItems(f.db, stranger, { listItemId: item.id })).toEqual([]);
    const products = await f.db.execute<{ item_id: string; product_id: string | null }>(sql`select * from ${ownedListItemProductsSql(f.listId, stranger.userId)} x`);
    expect(products.rows).toEqual([]);
  });
});
