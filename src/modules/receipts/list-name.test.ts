import { describe, expect, it } from "vitest";
import { LIST_NAME_MAX, validateListName } from "@/modules/lists/schemas";
import { LOCAL_DATE_MAX, formatLocalDate, isPlausibleLocalDate, receiptListName } from "./list-name";

describe("receipt list name", () => {
  it("is 'Receipt Items - {local date}' with the browser's own date format", () => {
    const day = new Date(2025, 10, 22, 15, 30);
    expect(receiptListName(formatLocalDate(day, "en-NZ"))).toBe("Receipt Items - 22/11/2025");
    expect(receiptListName(formatLocalDate(day, "en-US"))).toBe("Receipt Items - 11/22/2025");
    expect(receiptListName(formatLocalDate(day, "de-DE"))).toBe("Receipt Items - 22.11.2025");
  });

  it("accepts what browsers print and fits the 50-character list name", () => {
    const day = new Date(2025, 10, 22);
    for (const locale of ["en-NZ", "en-US", "en-GB", "de-DE", "fr-FR", "ja-JP", "ko-KR", "zh-CN", "ar-EG", "he-IL", "hi-IN", "sv-SE"]) {
      const date = formatLocalDate(day, locale);
      expect(isPlausibleLocalDate(date), `${locale}: ${date}`).toBe(true);
      const name = receiptListName(date);
      expect(name.length).toBeLessThanOrEqual(LIST_NAME_MAX);
      expect(validateListName(name)).toEqual({ ok: true, value: name });
    }
  });

  it("refuses what no browser prints", () => {
    for (const bad of ["", "   ", "today", "<script>1</script>", "1".repeat(LOCAL_DATE_MAX + 1), "22/11/2025; drop", "-22/11/2025"]) {
      expect(isPlausibleLocalDate(bad), bad).toBe(false);
    }
  });
});
