import { describe, expect, it } from "vitest";
import { LIST_MESSAGES, addItemSchema, changeQuantitySchema, createListSchema, deleteListSchema, isUuid, sanitizeText, validateItemName, validateListName } from "./schemas";

describe("sanitizeText", () => {
  it("strips markup, trims and caps at 1000 characters", () => {
    expect(sanitizeText("  <b>Weekly</b> shop <script>x</script> ")).toBe("Weekly shop x");
    expect(sanitizeText("a < b")).toBe("a  b");
    expect(sanitizeText("x".repeat(1200))).toHaveLength(1000);
  });
});

describe("validateListName", () => {
  it("accepts a trimmed, sanitised name of 1 to 50 characters", () => {
    expect(validateListName("  Weekly shop  ")).toEqual({ ok: true, value: "Weekly shop" });
    expect(validateListName("a")).toEqual({ ok: true, value: "a" });
    expect(validateListName("<i>" + "n".repeat(50) + "</i>")).toEqual({ ok: true, value: "n".repeat(50) });
  });

  it("refuses blank and markup-only names with the Invalid name toast", () => {
    for (const raw of ["", "   ", "<br/>", " <p> </p> "]) {
      expect(validateListName(raw)).toEqual({ ok: false, title: "Invalid name", message: "Please enter a list name." });
    }
  });

  it("refuses names longer than 50 characters after sanitising", () => {
    expect(validateListName("n".repeat(51))).toEqual({ ok: false, title: "Invalid name", message: "List name must be between 1 and 50 characters." });
  });
});

describe("validateItemName", () => {
  it("accepts 1 to 100 characters", () => {
    expect(validateItemName(" Milk ")).toEqual({ ok: true, value: "Milk" });
    expect(validateItemName("m".repeat(100))).toEqual({ ok: true, value: "m".repeat(100) });
  });

  it("uses the spec's messages", () => {
    expect(validateItemName("  ")).toMatchObject({ ok: false, message: "Please enter an item name." });
    expect(validateItemName("m".repeat(101))).toMatchObject({ ok: false, message: "Item name must be between 1 and 100 characters." });
  });
});

describe("ids and schemas", () => {
  it("recognises UUIDs only", () => {
    expect(isUuid("0f8fad5b-d9cb-469f-a165-70867728950e")).toBe(true);
    expect(isUuid("not-a-uuid")).toBe(false);
    expect(isUuid("0f8fad5b-d9cb-469f-a165-70867728950e' or 1=1")).toBe(false);
    expect(isUuid(42)).toBe(false);
  });

  it("requires a UUID request id on create and a non-zero integer quantity change", () => {
    expect(createListSchema.safeParse({ name: "x", clientRequestId: "abc" }).success).toBe(false);
    expect(createListSchema.safeParse({ name: "x", clientRequestId: "0f8fad5b-d9cb-469f-a165-70867728950e" }).success).toBe(true);
    expect(changeQuantitySchema.safeParse({ itemId: "i", delta: 0 }).success).toBe(false);
    expect(changeQuantitySchema.safeParse({ itemId: "i", delta: 1.5 }).success).toBe(false);
    expect(changeQuantitySchema.safeParse({ itemId: "i", delta: -1 }).success).toBe(true);
    expect(addItemSchema.safeParse({ listId: "l" }).success).toBe(false);
    expect(deleteListSchema.safeParse({ listId: "l", queuedAt: "yesterday" }).success).toBe(false);
    expect(deleteListSchema.safeParse({ listId: "l", queuedAt: new Date(0).toISOString() }).success).toBe(true);
  });

  it("keeps the spec's failure texts verbatim", () => {
    expect(LIST_MESSAGES.listNotFound).toBe("The shopping list you're looking for doesn't exist.");
    expect(LIST_MESSAGES.deleteFailed).toBe("Something went wrong — we couldn't delete your list. Please try again.");
    expect(LIST_MESSAGES.createRateLimited).toBe("Please wait before creating another list.");
    expect(LIST_MESSAGES.addRateLimited).toBe("Please wait before adding another item.");
  });
});
