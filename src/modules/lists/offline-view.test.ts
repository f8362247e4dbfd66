import { describe, expect, it } from "vitest";
import type { NewOperation, QueuedOperation } from "./offline-queue";
import { viewDetail, viewSummaries } from "./offline-view";
import type { ListDetailDto, ListSummaryDto } from "./types";

const sharing = { role: "owner" as const, ownerName: "Me", memberCount: 0 };
let seq = 0;
const q = (op: NewOperation): QueuedOperation => ({ ...op, id: `op-${++seq}`, timestamp: 0, retryCount: 0, maxRetries: 3 }) as QueuedOperation;
const detail = (items: [string, string, number][], id = "L1"): ListDetailDto => ({
  id,
  name: "Weekly",
  createdAt: "2026-01-01T00:00:00.000Z",
  sharing,
  items: items.map(([iid, name, quantity]) => ({ id: iid, name, quantity })),
});
const add = (itemId: string, itemName: string, listId = "L1") => q({ type: "ADD_ITEM", data: { listId, itemId, itemName } });
const bump = (itemId: string, delta: number, listId = "L1") => q({ type: "CHANGE_QUANTITY", data: { listId, itemId, itemName: "x", delta } });
const shown = (v: { items: { name: string; quantity: number }[] }) => v.items.map((i) => `${i.name}×${i.quantity}`);

describe("a list with the shopper's queued edits laid over it", () => {
  it("shows a tick made offline at once, and a settled tick by the server's answer", () => {
    const base = detail([["I1", "Milk", 1], ["I2", "Bread", 1]]);
    const tick = (itemId: string, checked: boolean) => q({ type: "TICK_ITEM", data: { listId: "L1", itemId, itemName: "x", checked, storeId: null, tripId: null, tickedAt: 1 } });
    const view = viewDetail(base, [tick("I1", true)]);
    expect(view.items.map((i) => [i.id, i.checked ?? false, i.pending ?? false])).toEqual([["I1", true, true], ["I2", false, false]]);
    const settled = viewDetail(base, [], [{ op: tick("I2", true), result: { listId: "L1", itemId: "I2", checked: true } }]);
    expect(settled.items.find((i) => i.id === "I2")?.checked).toBe(true);
  });

  it("adds, changes quantities of and renames as the server will, marking what is waiting", () => {
    const base = detail([["I1", "Milk", 1], ["I2", "Bread", 2]]);
    const view = viewDetail(base, [
      add("N1", "Eggs"),
      bump("N1", 1),
      bump("I1", 2),
      q({ type: "RENAME_LIST", data: { listId: "L1", name: "Saturday", previousName: "Weekly" } }),
      bump("I2", -2),
      bump("X9", 5, "L2"),
    ]);
    expect(view.name).toBe("Saturday");
    expect(shown(view)).toEqual(["Milk×3", "Eggs×2"]);
    expect(view.items.find((i) => i.name === "Eggs")?.pending).toBe(true);
    expect(view.pendingEdits).toBe(5);
    expect(view.deleted).toBe(false);
    // The page's data is untouched.
    expect(shown(base)).toEqual(["Milk×1", "Bread×2"]);
  });

  it("refuses past 999 like the server, and removals and a queued list delete show at once", () => {
    const view = viewDetail(detail([["I1", "Milk", 999], ["I2", "Jam", 1]]), [bump("I1", 1), q({ type: "DELETE_ITEM", data: { itemId: "I2", listId: "L1", itemName: "Jam" } })]);
    expect(shown(view)).toEqual(["Milk×999"]);
    expect(viewDetail(detail([]), [q({ type: "DELETE_LIST", data: { listId: "L1", listName: "Weekly" } })]).deleted).toBe(true);
  });

  it("applies edits that just reached the server with the server's answer, so data that already has them is unchanged", () => {
    const op = bump("I1", 1);
    const settled = [
      { op: add("N1", "Eggs"), result: { id: "N1", listId: "L1", name: "Eggs", quantity: 1 } },
      { op, result: { removed: false, listId: "L1", item: { id: "I1", name: "Milk", quantity: 2 } } },
    ];
    const before = viewDetail(detail([["I1", "Milk", 1]]), [], settled);
    const after = viewDetail(detail([["I1", "Milk", 2], ["N1", "Eggs", 1]]), [], settled);
    expect(shown(before)).toEqual(["Milk×2", "Eggs×1"]);
    expect(shown(after)).toEqual(["Milk×2", "Eggs×1"]);
    expect(after.pendingEdits).toBe(0);
  });
});

describe("the /lists cards with queued edits", () => {
  const summary = (id: string, itemCount: number, preview: [string, string, number][]): ListSummaryDto => ({
    id,
    name: `List ${id}`,
    createdAt: "2026-01-01T00:00:00.000Z",
    itemCount,
    sharing,
    previewItems: preview.map(([iid, name, quantity]) => ({ id: iid, name, quantity })),
  });

  it("recomputes count and preview from the kept detail when there is one", () => {
    const lists = [summary("L1", 2, [["I1", "Milk", 1], ["I2", "Bread", 1]]), summary("L2", 0, [])];
    const kept = detail([["I1", "Milk", 1], ["I2", "Bread", 1]]);
    const [l1, l2] = viewSummaries(lists, [add("N1", "Eggs"), bump("I2", -1), q({ type: "RENAME_LIST", data: { listId: "L1", name: "Sat", previousName: "x" } })], [], (id) => (id === "L1" ? kept : null));
    expect(l1).toMatchObject({ name: "Sat", itemCount: 2, pendingEdits: 3 });
    expect(shown({ items: l1!.previewItems })).toEqual(["Milk×1", "Eggs×1"]);
    expect(l2).toMatchObject({ itemCount: 0, pendingEdits: 0 });
  });

  it("without a kept detail adjusts what the card shows: count, preview, items beyond the preview", () => {
    const lists = [summary("L1", 6, [["I1", "A", 1], ["I2", "B", 1], ["I3", "C", 1], ["I4", "D", 1]])];
    const [l1] = viewSummaries(lists, [add("N1", "New"), q({ type: "DELETE_ITEM", data: { itemId: "I6", listId: "L1", itemName: "F" } }), q({ type: "DELETE_ITEM", data: { itemId: "I1", listId: "L1", itemName: "A" } })]);
    expect(l1!.itemCount).toBe(5);
    expect(shown({ items: l1!.previewItems })).toEqual(["B×1", "C×1", "D×1", "New×1"]);
  });

  it("hides a list queued for deletion", () => {
    const lists = [summary("L1", 0, []), summary("L2", 0, [])];
    expect(viewSummaries(lists, [q({ type: "DELETE_LIST", data: { listId: "L1", listName: "x" } })]).map((l) => l.id)).toEqual(["L2"]);
  });
});
