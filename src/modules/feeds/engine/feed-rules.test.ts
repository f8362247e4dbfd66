import { describe, expect, it } from "vitest";
import { canonicalAttributeName } from "./attribute-names";
import { parseAvailability } from "./availability";
import { checkGtin } from "./gtin";
import { crossCheckMeasure, parseMeasure } from "./measure";
import { currencyDecimals, parsePrice, toMoney } from "./money";
import { detectDelimiter, detectFormat, readFeed } from "./read-feed";
import { parseSaleWindow } from "./sale-dates";
import { validateFeed } from "./validate-feed";

describe("reading", () => {
  it("recognises the format from the content, not a name", () => {
    expect(detectFormat("  \n<?xml version='1.0'?><rss/>")).toBe("xml");
    expect(detectFormat("\uFEFF[{}]")).toBe("json");
    expect(detectFormat('{"items":[]}')).toBe("json");
    expect(detectFormat("id\ttitle\n1\ta")).toBe("tsv");
    expect(detectFormat("id,title\n1,a")).toBe("csv");
  });

  it("detects the delimiter from the header line, ignoring delimiters inside quotes and leading blank lines", () => {
    expect(detectDelimiter("\n\nid;title;price\n")).toBe(";");
    expect(detectDelimiter("id|title|price\n")).toBe("|");
    expect(detectDelimiter('"id,x"\t"title"\tprice\n')).toBe("\t");
    expect(detectDelimiter("id,title;x\n")).toBe(",");
  });

  it("matches header names case-insensitively, trimmed, with spaces for underscores and g: prefixes", () => {
    for (const h of [" Sale Price ", "SALE_PRICE", "g:sale_price", "salePrice", "sale-price", "\uFEFFsale price"]) {
      expect(canonicalAttributeName(h)).toBe("sale_price");
    }
    expect(canonicalAttributeName("itemid")).toBe("id");
    expect(canonicalAttributeName("Store Code")).toBe("store_code");
  });

  it("tolerates a BOM, CRLF and blank lines and reports the line each record starts on", () => {
    const { records } = readFeed('\uFEFFid,title\r\n\r\n1,"two\r\nlines"\r\n\r\n2,b\r\n');
    expect(records.map((r) => [r.line, r.fields.get("id"), r.fields.get("title")])).toEqual([
      [3, "1", "two\r\nlines"],
      [6, "2", "b"],
    ]);
  });

  it("reads RSS <item> and Atom <entry> with any prefix bound to Google's namespace", () => {
    const rss = readFeed('<rss xmlns:x="http://base.google.com/ns/1.0"><channel><item><x:id>007</x:id><title>A</title></item></channel></rss>');
    expect(rss.records[0].fields.get("id")).toBe("007"); // text, not the number 7
    const atom = readFeed('<feed xmlns="http://www.w3.org/2005/Atom"><entry><id>1</id><link href="https://x/1"/></entry></feed>');
    expect(atom.records[0].fields.get("link")).toBe("https://x/1");
  });

  it("reads a TSV whose unquoted text starts with a quote (Google's TSV has no quoting convention)", () => {
    const { records } = readFeed('id\ttitle\n1\t"Big" bag of chips\n2\t"Quoted\ttab"\n');
    expect(records.map((r) => r.fields.get("title"))).toEqual(['"Big" bag of chips', "Quoted\ttab"]);
    // A quote that never closes would swallow the rest of the file: such a TSV is read without quoting.
    const unclosed = readFeed('id\ttitle\n1\t"12 inch pizza\n2\tEggs\n');
    expect(unclosed.records.map((r) => r.fields.get("title"))).toEqual(['"12 inch pizza', "Eggs"]);
  });

  it("reads Content API batch entries (the product wrapped in each entry) and gtins lists", () => {
    const { records } = readFeed(JSON.stringify({ entries: [{ batchId: 1, method: "insert", product: { offerId: "A1", title: "Milk 2L", price: { value: "4.29", currency: "NZD" }, gtins: ["9414942130014"] } }] }));
    expect(Object.fromEntries(records[0].fields)).toEqual({ id: "A1", title: "Milk 2L", price: "4.29 NZD", gtin: "9414942130014" });
  });

  it("refuses XML and JSON it cannot read, saying why", () => {
    expect(() => readFeed("<rss><channel><item></rss>")).toThrow(/not well-formed XML/);
    expect(() => readFeed('{"nothing": 1}')).toThrow(/no list of items/);
    expect(() => readFeed("[1,")).toThrow(/not valid JSON/);
  });
});

describe("prices", () => {
  it.each([
    ["3.49 NZD", 3.49, "NZD"],
    ["NZD 3.49", 3.49, "NZD"],
    ["3,49 EUR", 3.49, "EUR"],
    ["1.299,00 EUR", 1299, "EUR"],
    ["1,299.50 usd", 1299.5, "USD"],
    ["2,980 JPY", 2980, "JPY"],
    ["$3.49", 3.49, null],
    ["3.49", 3.49, null],
  ])("%s", (text, amount, code) => {
    expect(parsePrice(text)).toEqual({ ok: true, amount, code, rounded: false });
  });

  it("refuses text that is not an amount and a code", () => {
    expect(parsePrice("three dollars").ok).toBe(false);
    expect(parsePrice("3.49 NZ dollars").ok).toBe(false);
    expect(parsePrice("").ok).toBe(false);
  });

  it("rounds to the currency's own decimals", () => {
    expect(currencyDecimals("JPY")).toBe(0);
    expect(currencyDecimals("NZD")).toBe(2);
    expect(currencyDecimals("KWD")).toBe(3);
    expect(toMoney(1.005, "NZD").money.amount).toBe(1.01);
    expect(toMoney(398.5, "JPY")).toEqual({ money: { amount: 399, currency: "JPY" }, rounded: true });
  });
});

describe("gtin", () => {
  it("normalises to 14 digits after checking the check digit", () => {
    expect(checkGtin("9414942130014")).toEqual({ ok: true, gtin: "09414942130014" });
    expect(checkGtin("036000291452")).toEqual({ ok: true, gtin: "00036000291452" });
    expect(checkGtin("96385074")).toEqual({ ok: true, gtin: "00000096385074" });
    expect(checkGtin("9414942-130014")).toEqual({ ok: true, gtin: "09414942130014" });
  });

  it("says why a code is not used as identity", () => {
    expect(checkGtin("9414942130019")).toMatchObject({ ok: false, reason: expect.stringContaining("invalid check digit (expected 4)") });
    expect(checkGtin("94149421300")).toMatchObject({ ok: false, reason: expect.stringContaining("11 digits") });
    for (const restricted of ["2012345678903", "0212345678909", "234567890129", "99414942130017", "21234569"]) {
      expect(checkGtin(restricted)).toMatchObject({ ok: false, reason: expect.stringContaining("restricted-circulation or variable-measure") });
    }
  });
});

describe("availability", () => {
  it.each([
    ["in_stock", "in_stock"],
    ["in stock", "in_stock"],
    ["Out Of Stock", "out_of_stock"],
    ["preorder", "preorder"],
    ["backorder", "backorder"],
    ["https://schema.org/InStock", "in_stock"],
  ])("%s → %s", (raw, value) => {
    expect(parseAvailability(raw)).toEqual({ ok: true, value, note: null });
  });

  it("reads retired values with a note and refuses unknown ones", () => {
    expect(parseAvailability("available for order")).toMatchObject({ ok: true, value: "in_stock", note: expect.stringContaining("retired") });
    expect(parseAvailability("on display to order")).toMatchObject({ ok: true, value: "backorder" });
    expect(parseAvailability("limited_availability")).toMatchObject({ ok: true, value: "in_stock" });
    expect(parseAvailability("soon").ok).toBe(false);
  });
});

describe("unit pricing measures", () => {
  it.each([
    ["750 ml", { value: 750, unit: "ml" }],
    ["1kg", { value: 1, unit: "kg" }],
    ["12 ct", { value: 12, unit: "ct" }],
    ["1 lb", { value: 1, unit: "lb" }],
    ["100g", { value: 100, unit: "g" }],
    ["1 l", { value: 1, unit: "l" }],
    ["1.5 L", { value: 1.5, unit: "l" }],
    ["16 fl oz", { value: 16, unit: "floz" }],
    ["0,5 kg", { value: 0.5, unit: "kg" }],
  ])("%s", (raw, measure) => {
    expect(parseMeasure(raw)).toEqual(measure);
  });

  it("refuses unknown units and non-positive amounts", () => {
    expect(parseMeasure("3 bags")).toBeNull();
    expect(parseMeasure("0 g")).toBeNull();
  });

  it("cross-checks against the title's size", () => {
    expect(crossCheckMeasure({ value: 1.2, unit: "kg" }, "Weet-Bix 1.2kg", "m")).toBeNull();
    expect(crossCheckMeasure({ value: 3960, unit: "ml" }, "Coke 12 x 330ml", "m")).toBeNull();
    expect(crossCheckMeasure({ value: 16, unit: "oz" }, "Cheddar 1 lb", "m")).toBeNull();
    expect(crossCheckMeasure({ value: 500, unit: "g" }, "Butter 250g", "m")).toMatch(/does not match/);
    expect(crossCheckMeasure({ value: 1, unit: "kg" }, "Juice 1L", "m")).toMatch(/weight .* volume/);
    expect(crossCheckMeasure({ value: 1, unit: "kg" }, "Bananas", "m")).toBeNull();
  });
});

describe("sale dates", () => {
  it("date-only: 00:00 of the first day to 23:59:59 of the last in the store's zone, across a DST change", () => {
    // New Zealand daylight time starts 2026-09-27 (+12 → +13).
    expect(parseSaleWindow("2026-09-20/2026-10-01", "Pacific/Auckland")).toMatchObject({
      ok: true,
      start: new Date("2026-09-19T12:00:00Z"),
      end: new Date("2026-10-01T10:59:59Z"),
    });
    expect(parseSaleWindow("2026-11-20/2026-11-27", "America/New_York")).toMatchObject({
      start: new Date("2026-11-20T05:00:00Z"),
      end: new Date("2026-11-28T04:59:59Z"),
    });
  });

  it("full ISO 8601 intervals keep their offsets (also Google's older +hhmm form with spaces)", () => {
    expect(parseSaleWindow("2026-02-24T13:00-08:00/2026-02-28T15:30:00Z", "Pacific/Auckland")).toMatchObject({
      start: new Date("2026-02-24T21:00:00Z"),
      end: new Date("2026-02-28T15:30:00Z"),
      usedStoreZone: false,
    });
    expect(parseSaleWindow("2026-02-24T11:07:31+0100 / 2026-02-28T23:07:31+0100", "UTC")).toMatchObject({
      start: new Date("2026-02-24T10:07:31Z"),
    });
  });

  it("refuses one-sided, reversed or impossible intervals", () => {
    expect(parseSaleWindow("2026-11-20", "UTC").ok).toBe(false);
    expect(parseSaleWindow("2026-11-27/2026-11-20", "UTC").ok).toBe(false);
    expect(parseSaleWindow("2026-02-30/2026-03-02", "UTC").ok).toBe(false);
  });
});

describe("validateFeed", () => {
  it("a local inventory feed needs no title and keys repeats on store_code + id", () => {
    const r = validateFeed("store_code,id,price,availability\nS1,A,1.00 NZD,in_stock\nS2,A,1.00 NZD,in_stock\nS1,A,1.10 NZD,in_stock\n", { currency: "NZD" });
    expect(r.kind).toBe("local_inventory");
    expect(r.rows.map((x) => x.severity)).toEqual(["ok", "ok", "error"]);
    expect(r.rows[2].messages).toEqual(['store_code "S1" with id "A" repeats line 2']);
  });

  it("multibuy_price is the price of the whole group", () => {
    const r = validateFeed("id,title,price,availability,multibuy_quantity,multibuy_price\nA,Chips 150g,2.50 NZD,in_stock,3,6.00 NZD\n", { currency: "NZD" });
    expect(r.rows[0].multibuy).toEqual({ quantity: 3, price: { amount: 6, currency: "NZD" } });
    expect(r.rows[0].severity).toBe("ok");
  });

  it("refuses bad options", () => {
    expect(() => validateFeed("id\n", { currency: "XYZ" })).toThrow(/ISO 4217/);
    expect(() => validateFeed("id\n", { timeZone: "Mars/Olympus" })).toThrow(/IANA/);
  });
});
