import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { z } from "zod";
import { checkedText, codePointLength, fitsLength, graphemeLength, hasNoUnsafeJsonText, normaliseText, safeText, unsafeTextReason } from "./safe-text";
import { clearMessage } from "./zod-messages";
import { describeError } from "@/server/errors";

describe("the shared text step (issue 13 class 3)", () => {
  it.each([
    ["NUL", "Milk\u0000"], ["bell", "a\u0007b"], ["escape", "\u001b[31m"], ["DEL", "x\u007f"], ["C1", "x\u0085"],
  ])("refuses %s", (_name, value) => {
    expect(unsafeTextReason(value)).toBe("control");
    expect(safeText("Name").safeParse(value).error?.issues[0]?.message).toBe("Name contains characters that aren't allowed. Please remove them and try again.");
  });

  it("refuses lone surrogates but keeps paired ones (emoji)", () => {
    expect(unsafeTextReason("a\ud800")).toBe("surrogate");
    expect(unsafeTextReason("\udfffa")).toBe("surrogate");
    expect(unsafeTextReason("😀")).toBeNull();
  });

  it("refuses bidi overrides and isolates, keeps right-to-left text and marks", () => {
    expect(unsafeTextReason("invoice\u202Efdp.exe")).toBe("bidi");
    expect(unsafeTextReason("\u2066x\u2069")).toBe("bidi");
    expect(unsafeTextReason("חלב")).toBeNull();
    expect(unsafeTextReason("حليب\u200f")).toBeNull();
  });

  it("turns tabs and newlines into spaces and trims invisible edges; invisible-only is empty", () => {
    expect(normaliseText("\tMilk\nBread\r")).toBe("Milk Bread");
    expect(normaliseText("\u200b\u200b\ufeff")).toBe("");
    expect(safeText().parse("\u200bMilk\u200d")).toBe("Milk");
    // Joiners inside a value stay: they build emoji sequences and Persian words.
    expect(normaliseText("👨‍👩‍👧")).toBe("👨‍👩‍👧");
  });

  it("counts characters as people see them", () => {
    expect(graphemeLength("👍🏽")).toBe(1);
    expect(graphemeLength("👨‍👩‍👧")).toBe(1);
    expect("👍🏽".length).toBe(4);
    expect(graphemeLength("e\u0301")).toBe(1);
    expect(codePointLength("😀")).toBe(1);
    expect(fitsLength("😀".repeat(50), 50)).toBe(true); // 100 UTF-16 units, 50 characters
    expect(fitsLength("👨‍👩‍👧".repeat(11), 50)).toBe(false); // 11 characters but 55 code points > the varchar(50) column
  });

  it("every string either is refused or comes out free of unsafe characters (property)", () => {
    const schema = safeText("Name");
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (s) => {
        const r = schema.safeParse(s);
        if (r.success) expect(unsafeTextReason(r.data)).toBeNull();
        else expect(unsafeTextReason(s) !== null || s.length > 5000).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe("clear messages for crafted input (class 6)", () => {
  it("replaces the schema library's defaults", () => {
    expect(z.uuid().safeParse("nope").error?.issues[0]?.message).toBe("That item could not be found. It may have been removed.");
    expect(z.object({ a: z.string() }).safeParse({}).error?.issues[0]?.message).toBe("This field is required.");
    expect(z.object({}).strict().safeParse({ role: "admin" }).error?.issues[0]?.message).toBe("The request contained fields that aren't accepted.");
    expect(clearMessage({ code: "too_big", origin: "array" })).toBe("Too many entries were sent.");
  });

  it("keeps a schema's own message", () => {
    expect(z.string().min(1, "Please enter a list name.").safeParse("").error?.issues[0]?.message).toBe("Please enter a list name.");
  });
});

describe("unknown errors are logged without request parameters", () => {
  it("drops a query error's message (SQL + params) and keeps SQLSTATE and frames", () => {
    const pg = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021", severity: "ERROR", routine: "report_invalid_encoding" });
    const drizzle = Object.assign(new Error("Failed query: insert into shopping_lists (name) values ($1)\nparams: secret-user-text"), { name: "DrizzleQueryError", cause: pg });
    const logged = JSON.stringify(describeError(drizzle));
    expect(logged).not.toContain("secret-user-text");
    expect(logged).not.toContain("0x00");
    expect(logged).toContain("22021");
    expect(logged).toContain("DrizzleQueryError");
  });
});

describe("checkedText and hasNoUnsafeJsonText (issue 23 item 5)", () => {
  it("refuses unsafe characters with the field's sentence before the field's own rules, then normalises", () => {
    const title = checkedText("Title", z.string().trim().min(1, "Title is required").max(5, "Too long"));
    for (const bad of ["a\u0000b", "\u202eevil", "x\u2066", "\u0007", "\ud800"]) {
      const r = title.safeParse(bad);
      expect(r.success).toBe(false);
      if (!r.success) expect(r.error.issues.map((i) => i.message)).toEqual(["Title contains characters that aren't allowed. Please remove them and try again."]);
    }
    expect(title.safeParse("  a\tb ").data).toBe("a b");
    expect(title.safeParse("      ").success).toBe(false);
    expect(title.safeParse(7).error?.issues[0]?.message).toBe("Title must be text");

    expect(hasNoUnsafeJsonText('{"user_agent":"Bot"}')).toBe(true);
    expect(hasNoUnsafeJsonText('{"user_agent":"Bot\\u0000"}')).toBe(false);
    expect(hasNoUnsafeJsonText('{"\\u202ekey":1}')).toBe(false);
    expect(hasNoUnsafeJsonText('[["ok", {"deep": ["\\u0007"]}]]')).toBe(false);
    expect(hasNoUnsafeJsonText("{ not json")).toBe(true); // left to the config parser's own message
    expect(hasNoUnsafeJsonText("{ not json \u0000")).toBe(false);
  });
});
