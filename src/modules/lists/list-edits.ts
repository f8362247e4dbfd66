import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { getListRole } from "./access";
import { applyIdempotentOnce, applyOnce } from "./applied-edits";
import { invalidInput, listNotFound } from "./guards";
import { addItem, changeQuantity, deleteList, removeItem } from "./mutations";
import { publishListChange } from "./sharing/live";
import { tickItem } from "./shopping-here";
import { isUuid, validateListName, type ListEdit } from "./schemas";

export interface RenamedList { listId: string; name: string }

/**
 * Renames one of the caller's lists. Like deleting and sharing, naming the list is the owner's: a
 * member gets FORBIDDEN (the rename control is shown to owners only), anyone else "not found". Applied once per edit id, so a late replay of an older
 * rename can never undo a newer one.
 */
export async function renameList(db: Db, actor: Actor, input: { listId: string; name: string; editId?: string }): Promise<RenamedList> {
  const check = validateListName(input.name);
  if (!check.ok) throw invalidInput(check, "name");
  if (!isUuid(input.listId)) throw listNotFound();
  return applyOnce(db, actor, { editId: input.editId, kind: "rename_list" }, async (tx) => {
    const res = await tx.execute<{ id: string; name: string }>(sql`
      update shopping_lists set name = ${check.value}
      where id = ${input.listId}::uuid and user_id = ${actor.userId}::uuid
      returning id, name`);
    const row = res.rows[0];
    if (!row) {
      if ((await getListRole(tx, actor, input.listId)) === "member") throw new AppError("FORBIDDEN", "Only the list's owner can rename it.");
      throw listNotFound();
    }
    // Members looking at the list re-read it (delivered when the transaction commits).
    await publishListChange(tx, row.id, "items");
    return { listId: row.id, name: row.name };
  });
}

/** The edits an offline queue may hold, each applied once per edit id (decision 022). */
export type ListEditResult = { listId: string } & object;

export async function applyListEdit(db: Db, actor: Actor, edit: ListEdit): Promise<ListEditResult> {
  const editId = edit.id;
  switch (edit.type) {
    case "ADD_ITEM":
      return applyOnce(db, actor, { editId, kind: "add_item" }, (tx) => addItem(tx, actor, edit.data));
    case "CHANGE_QUANTITY":
      return applyOnce(db, actor, { editId, kind: "change_quantity" }, (tx) => changeQuantity(tx, actor, edit.data));
    case "DELETE_ITEM":
      return applyIdempotentOnce(db, actor, { editId, kind: "remove_item" }, (d) => removeItem(d, actor, edit.data));
    case "RENAME_LIST":
      return renameList(db, actor, { ...edit.data, editId });
    case "TICK_ITEM":
      return applyOnce(db, actor, { editId, kind: "tick_item" }, (tx) => tickItem(tx, actor, edit.data));
    case "DELETE_LIST":
      return applyIdempotentOnce(db, actor, { editId, kind: "delete_list" }, (d) => deleteList(d, actor, { listId: edit.data.listId, queuedAt: edit.queuedAt }));
  }
}
