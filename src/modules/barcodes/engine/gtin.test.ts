import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { compressUpcA, expandUpcE, gs1CheckDigit, gtin13Of, hasValidCheckDigit, readRetailBarcode, storedBarcodeForms, withCheckDigit } from "./gtin";

// Published examples (GS1 / the symbologies' own documentation) with their check digits.
const GOLDEN = {
  ean13: ["4006381333931", "9780201379624", "5901234123457", "9400547000029"],
  upcA: ["036000291452", "012345678905", "042100005264"],
  ean8: ["96385074", "40170725", "55123457"],
  upcE: [
    ["01234565", "012345000065"],
    ["04252614", "042100005264"],
    ["01234505", "012000003455"],
    ["01234531", "012300000451"],
    ["01234543", "012340000053"],
  ],
} as const;

describe("check digits", () => {
  it("accepts the published examples", () => {
    for (const code of [...GOLDEN.ean13, ...GOLDEN.upcA, ...GOLDEN.ean8]) expect(hasValidCheckDigit(code), code).toBe(true);
    expect(gs1CheckDigit("400638133393")).toBe(1);
    expect(gs1CheckDigit("03600029145")).toBe(2);
    expect(gs1CheckDigit("9638507")).toBe(4);
    expect(withCheckDigit("940054700002")).toBe("9400547000029");
  });

  it("rejects a wrong check digit and every single-digit error", () => {
    expect(hasValidCheckDigit("4006381333932")).toBe(false);
    expect(hasValidCheckDigit("036000291453")).toBe(false);
    expect(hasValidCheckDigit("96385075")).toBe(false);
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), fc.nat(12), fc.integer({ min: 1, max: 9 }), (body, at, bump) => {
        const code = withCheckDigit(body);
        const wrong = code.slice(0, at) + String((Number(code[at]) + bump) % 10) + code.slice(at + 1);
        expect(hasValidCheckDigit(wrong)).toBe(false);
      }),
    );
  });

  it("refuses anything but 8, 12, 13 or 14 digits", () => {
    for (const bad of ["", "1234567", "123456789", "12345678901", "400638133393a", "123456789012345"]) expect(hasValidCheckDigit(bad), bad).toBe(false);
  });
});

describe("UPC-E", () => {
  it("expands to the UPC-A it stands for, all four zero-suppression patterns", () => {
    for (const [upce, upca] of GOLDEN.upcE) {
      expect(expandUpcE(upce)).toBe(upca);
      expect(hasValidCheckDigit(upca)).toBe(true);
    }
  });

  it("has no form for number systems other than 0 and 1", () => {
    expect(expandUpcE("21234565")).toBeNull();
    expect(compressUpcA("212345000065")).toBeNull();
  });

  it("compresses a UPC-A back whenever the zeros allow, and never otherwise", () => {
    for (const [upce, upca] of GOLDEN.upcE) expect(compressUpcA(upca)).toBe(upce);
    expect(compressUpcA("036000291452")).toBeNull();
    expect(compressUpcA("012345678905")).toBeNull();
    fc.assert(
      fc.property(fc.stringMatching(/^[01]\d{10}$/), (body) => {
        const upca = withCheckDigit(body);
        const upce = compressUpcA(upca);
        if (upce !== null) expect(expandUpcE(upce)).toBe(upca);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[01]\d{6}$/), (body) => {
        const upca = expandUpcE(`${body}0`)!;
        const upce = `${body}${gs1CheckDigit(upca.slice(0, 11))}`;
        const again = compressUpcA(expandUpcE(upce)!);
        expect(again).not.toBeNull();
        expect(expandUpcE(again!)).toBe(expandUpcE(upce));
      }),
    );
  });
});

describe("readRetailBarcode", () => {
  it("reads each symbology into one GTIN-14", () => {
    expect(readRetailBarcode("4006381333931")).toEqual({ ok: true, readings: [{ symbology: "ean_13", printed: "4006381333931", gtin14: "04006381333931" }] });
    expect(readRetailBarcode("036000291452")).toEqual({ ok: true, readings: [{ symbology: "upc_a", printed: "036000291452", gtin14: "00036000291452" }] });
    expect(readRetailBarcode("96385074", "ean_8")).toEqual({ ok: true, readings: [{ symbology: "ean_8", printed: "96385074", gtin14: "00000096385074" }] });
    expect(readRetailBarcode("04252614", "upc_e")).toEqual({ ok: true, readings: [{ symbology: "upc_e", printed: "04252614", gtin14: "00042100005264" }] });
  });

  it("gives UPC-A, its EAN-13 form and its UPC-E the same GTIN", () => {
    const gtins = ["012345000065", "0012345000065"].map((c) => readRetailBarcode(c)).concat(readRetailBarcode("01234565", "upc_e"));
    expect(gtins.map((r) => (r.ok ? r.readings[0].gtin14 : null))).toEqual(["00012345000065", "00012345000065", "00012345000065"]);
  });

  it("ignores spaces and dashes a shopper types between digit groups", () => {
    expect(readRetailBarcode(" 4 006381 333931 ")).toMatchObject({ ok: true });
    expect(readRetailBarcode("0-36000-29145-2")).toMatchObject({ ok: true });
  });

  it("tries an 8-digit code without a hint as EAN-8 and as UPC-E", () => {
    expect(readRetailBarcode("96385074")).toEqual({ ok: true, readings: [{ symbology: "ean_8", printed: "96385074", gtin14: "00000096385074" }] });
    expect(readRetailBarcode("04252614")).toEqual({ ok: true, readings: [{ symbology: "upc_e", printed: "04252614", gtin14: "00042100005264" }] });
    // Valid both ways: both are offered, EAN-8 first.
    const both = readRetailBarcode("01234565");
    expect(both.ok && both.readings.map((r) => r.symbology)).toEqual(hasValidCheckDigit("01234565") ? ["ean_8", "upc_e"] : ["upc_e"]);
  });

  it("names what is wrong with a bad code", () => {
    expect(readRetailBarcode("")).toEqual({ ok: false, problem: "empty" });
    expect(readRetailBarcode("40063813339X1")).toEqual({ ok: false, problem: "not-digits" });
    expect(readRetailBarcode("12345")).toEqual({ ok: false, problem: "length" });
    expect(readRetailBarcode("12345678901234")).toEqual({ ok: false, problem: "length" });
    expect(readRetailBarcode("4006381333932")).toEqual({ ok: false, problem: "check-digit" });
    expect(readRetailBarcode("036000291453")).toEqual({ ok: false, problem: "check-digit" });
    expect(readRetailBarcode("96385075", "ean_8")).toEqual({ ok: false, problem: "check-digit" });
    expect(readRetailBarcode("01234566", "upc_e")).toEqual({ ok: false, problem: "check-digit" });
    expect(readRetailBarcode("91234565", "upc_e")).toEqual({ ok: false, problem: "number-system" });
  });
});

describe("stored forms", () => {
  it("lists every column form of a GTIN-14 so any stored width matches", () => {
    expect(storedBarcodeForms("04006381333931")).toEqual(["04006381333931", "4006381333931"]);
    expect(storedBarcodeForms("00036000291452")).toEqual(["00036000291452", "0036000291452", "036000291452"]);
    expect(storedBarcodeForms("00000096385074")).toEqual(["00000096385074", "0000096385074", "000096385074", "96385074"]);
    expect(gtin13Of("00036000291452")).toBe("0036000291452");
    expect(gtin13Of("14006381333938")).toBeNull();
  });
});
