import { describe, expect, it } from "vitest";
import { normaliseText, singularise } from "./normalise";
import { parseListItem } from "./parse-item";

describe("singularise", () => {
  it.each([
    ["tomatoes", "tomato"], ["potatoes", "potato"], ["berries", "berry"], ["cookies", "cookie"], ["bananas", "banana"],
    ["peaches", "peach"], ["eggs", "egg"], ["loaves", "loaf"], ["olives", "olive"], ["hummus", "hummus"],
    ["asparagus", "asparagus"], ["glass", "glass"], ["oats", "oat"],
  ])("%s → %s", (plural, single) => {
    expect(singularise(plural)).toBe(single);
  });
});

describe("normaliseText", () => {
  it("lower-cases, strips punctuation and accents, and removes the pack size", () => {
    expect(normaliseText("Pic's Peanut Butter — Smooth 380g")).toEqual({ tokens: ["pic", "peanut", "butter", "smooth"], size: { quantity: 380, unit: "g" } });
    expect(normaliseText("Crème Fraîche 250ml").tokens).toEqual(["creme", "fraiche"]);
  });

  it("maps regional spellings and abbreviations to one form", () => {
    expect(normaliseText("Greek Yoghurt").tokens).toEqual(["greek", "yogurt"]);
    expect(normaliseText("choc chip cookies").tokens).toEqual(["chocolate", "chip", "biscuit"]);
    expect(normaliseText("Lite milk").tokens).toEqual(["light", "milk"]);
    expect(normaliseText("cilantro").tokens).toEqual(["coriander"]);
    expect(normaliseText("shrimp").tokens).toEqual(["prawn"]);
  });

  it("rewrites multi-word names to canonical tokens", () => {
    expect(normaliseText("ground beef").tokens).toEqual(["beef", "mince"]);
    expect(normaliseText("Free-Range Eggs").tokens).toEqual(["freerange", "egg"]);
    expect(normaliseText("Dairy Farmers Full Cream Milk").tokens).toEqual(["dairy", "farmer", "whole", "milk"]);
    expect(normaliseText("spring onions").tokens).toEqual(["springonion"]);
    expect(normaliseText("sweet potato").tokens).toEqual(["kumara"]);
    expect(normaliseText("Vanilla Ice Cream").tokens).toEqual(["vanilla", "icecream"]);
  });

  it("drops egg grades and catalogue numbers that look like sizes", () => {
    expect(normaliseText("Woodland Free Range Eggs Size 7 12pk")).toEqual({ tokens: ["woodland", "freerange", "egg"], size: { quantity: 12, unit: "each" } });
    expect(normaliseText("San Remo Spaghetti No 5 500g").tokens).toEqual(["san", "remo", "spaghetti"]);
  });
});

describe("parseListItem", () => {
  it("finds the head noun, modifiers and size of a list line", () => {
    expect(parseListItem("2L milk")).toMatchObject({ headNoun: "milk", modifiers: [], size: { quantity: 2000, unit: "ml" } });
    expect(parseListItem("chicken breast 500g")).toMatchObject({ headNoun: "breast", modifiers: ["chicken"], size: { quantity: 500, unit: "g" } });
    expect(parseListItem("free range eggs")).toMatchObject({ headNoun: "egg", modifiers: ["freerange"] });
    expect(parseListItem("eggs x12")).toMatchObject({ headNoun: "egg", size: { quantity: 12, unit: "each" } });
  });

  it("prefers the prepared-product word as head: the compound names what is bought", () => {
    expect(parseListItem("coconut milk").headNoun).toBe("milk");
    expect(parseListItem("milk chocolate").headNoun).toBe("chocolate");
    expect(parseListItem("chicken stock").headNoun).toBe("stock");
    expect(parseListItem("strawberry yoghurt").headNoun).toBe("yogurt");
  });

  it("has no head for brand or product-line lines and keeps their words as requirements", () => {
    expect(parseListItem("Anchor blue top")).toMatchObject({ headNoun: null, modifiers: ["anchor", "bluetop", "whole"] });
  });

  it("corrects misspelt grocery words but not inflected words or brands", () => {
    expect(parseListItem("bannanas").headNoun).toBe("banana");
    expect(parseListItem("brocoli").headNoun).toBe("broccoli");
    expect(parseListItem("self raising flour").headNoun).toBe("flour");
    expect(parseListItem("tillamook cheddar").modifiers).toContain("tillamook");
  });

  it("keeps filler words soft and reports a known brand", () => {
    expect(parseListItem("fresh bananas")).toMatchObject({ headNoun: "banana", modifiers: [], softModifiers: ["fresh"] });
    expect(parseListItem("Anchor butter", ["Anchor", "Mainland"]).brand).toBe("Anchor");
  });
});

describe("words that are also JavaScript property names", () => {
  it("are ordinary words, not lookups on an object's prototype", () => {
    expect(normaliseText("Lego Constructor Set").tokens).toEqual(["lego", "constructor", "set"]);
    expect(normaliseText("toString valueOf hasOwnProperty").tokens).toEqual(["tostring", "valueof", "hasownproperty"]);
  });
});
