import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { tables } from "@/server/db";
import { AppError } from "@/server/errors";
import { addItem } from "./mutations";
import { appendItemsToOwnList, countOwnListItems, countOwnListsAndItems, getOwnedListItems, ownedListItemProductsSql, ownsList } from "./owned-items";
import { actorOf, createUser, listFixture } from "./test-helpers.integration";

const f = listFixture("owned", "Weekly shop");

describe("owned list items (what other modules read and write of a list, decision 059)", () => {
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
    expect(await countOwnListItems(f.db, owner, f.listId)).toBe(1);
    expect(await countOwnListItems(f.db, stranger, f.listId)).toBe(0);
    expect(await countOwnListsAndItems(f.db, owner)).toEqual({ listCount: 1, itemCount: 1 });
    expect(await countOwnListsAndItems(f.db, actorOf(member))).toEqual({ listCount: 0, itemCount: 0 });
  });

  it("appends items in the given order to the owner's list only", async () => {
    const owner = actorOf(f.userId);
    const rows = ["bread", "eggs", "tea"].map((itemName) => ({ itemName, quantity: 2, sourceText: `${itemName.toUpperCase()} 2x`, matchedProductId: null }));
    await appendItemsToOwnList(f.db, owner, f.listId, rows);
    expect((await getOwnedListItems(f.db, owner, { listId: f.listId })).map((i) => i.name).sort()).toEqual(["bread", "eggs", "tea"]);
    const ordered = await f.db.execute<{ item_name: string }>(sql`select item_name from shopping_list_items where list_id = ${f.listId}::uuid order by created_at, id`);
    expect(ordered.rows.map((r) => r.item_name)).toEqual(["bread", "eggs", "tea"]);

    const stranger = actorOf(await createUser(f.db, "stranger"));
    const err = await appendItemsToOwnList(f.db, stranger, f.listId, rows).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe("NOT_FOUND");
    expect(await countOwnListItems(f.db, owner, f.listId)).toBe(3);
  });
});
