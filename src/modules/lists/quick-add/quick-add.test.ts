import { describe, expect, it } from "vitest";
import {
  COMMON_ITEMS,
  CUSTOM_ITEM_MESSAGES,
  applySuggestion,
  boundedEditDistance,
  dedupeSelection,
  getGroceryDictionary,
  isKnownWord,
  misspelledMessage,
  suggestSpelling,
  toggleSelection,
  validateCustomItem,
} from "./index";
import { buildDictionary, regularPlurals } from "./dictionary";

describe("COMMON_ITEMS", () => {
  it("is the spec's 24 tiles in order", () => {
    expect(COMMON_ITEMS).toEqual([
      "Milk", "Bread", "Eggs", "Butter", "Cheese", "Yogurt", "Bananas", "Apples", "Oranges", "Carrots",
      "Onions", "Potatoes", "Chicken", "Ground Beef", "Rice", "Pasta", "Cereal", "Coffee", "Tea", "Sugar",
      "Salt", "Olive Oil", "Tomatoes", "Lettuce",
    ]);
  });

  it("never flags a common item as misspelled", () => {
    for (const item of COMMON_ITEMS) expect(suggestSpelling(item)).toEqual([]);
  });
});

describe("grocery dictionary", () => {
  const dictionary = getGroceryDictionary();

  it("holds at least 1,000 distinct capitalised words", () => {
    expect(dictionary.words.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(dictionary.words.map((w) => w.key)).size).toBe(dictionary.words.length);
    for (const word of dictionary.words) {
      expect(word.display.charAt(0)).toBe(word.display.charAt(0).toUpperCase());
      expect(word.display).toMatch(/^\p{L}+$/u);
    }
  });

  it("knows regional vocabulary from NZ, AU and the US", () => {
    for (const word of ["capsicum", "bell", "kumara", "courgette", "zucchini", "mince", "rockmelon", "cilantro", "coriander", "eggplant", "aubergine", "feijoa", "lollies", "nappies", "diapers"]) {
      expect(isKnownWord(word), word).toBe(true);
    }
  });

  it("accepts simple plurals of dictionary words, case-insensitively", () => {
    expect(isKnownWord("CARROT")).toBe(true);
    expect(isKnownWord("peaches")).toBe(true);
    expect(isKnownWord("cherries")).toBe(true);
    expect(isKnownWord("avocados")).toBe(true);
    expect(isKnownWord("zzzz")).toBe(false);
  });

  it("does not accept -os when the dictionary spells the plural -oes", () => {
    const keys = new Set(["tomato", "tomatoes", "avocado"]);
    expect(regularPlurals("tomato", keys)).toEqual(["tomatoes"]);
    expect(regularPlurals("avocado", keys)).toEqual(["avocados", "avocadoes"]);
    expect(regularPlurals("berry", keys)).toEqual(["berries"]);
    expect(regularPlurals("peach", keys)).toEqual(["peaches"]);
    expect(isKnownWord("tomatos")).toBe(false);
  });

  it("ranks common-item words first", () => {
    const small = buildDictionary(["Zebra Milk Apple"]);
    const milk = small.words.find((w) => w.key === "milk")!;
    const zebra = small.words.find((w) => w.key === "zebra")!;
    expect(milk.common).toBe(true);
    expect(zebra.common).toBe(false);
    expect(milk.rank).toBeLessThan(zebra.rank);
  });
});

describe("boundedEditDistance", () => {
  it("counts insertions, deletions, substitutions and adjacent swaps", () => {
    expect(boundedEditDistance("milk", "milk", 2)).toBe(0);
    expect(boundedEditDistance("tomatos", "tomatoes", 2)).toBe(1);
    expect(boundedEditDistance("bred", "bread", 2)).toBe(1);
    expect(boundedEditDistance("cat", "cut", 2)).toBe(1);
    expect(boundedEditDistance("teh", "the", 2)).toBe(1);
    expect(boundedEditDistance("", "ab", 2)).toBe(2);
  });

  it("stops at max + 1", () => {
    expect(boundedEditDistance("kitten", "sitting", 2)).toBe(3);
    expect(boundedEditDistance("kitten", "sitting", 3)).toBe(3);
    expect(boundedEditDistance("a", "abcdef", 2)).toBe(3);
    expect(boundedEditDistance("abcdef", "ghijkl", 2)).toBe(3);
  });
});

describe("suggestSpelling", () => {
  it.each([
    ["tomatos", "Tomatoes"],
    ["bred", "Bread"],
    ["chese", "Cheese"],
    ["brocoli", "Broccoli"],
    ["letuce", "Lettuce"],
    ["strawbery", "Strawberry"],
  ])("%s → %s first", (input, expected) => {
    const [issue] = suggestSpelling(input);
    expect(issue.word).toBe(input);
    expect(issue.suggestions[0]).toBe(expected);
  });

  it("suggests Banana or Bananas first for bananna", () => {
    expect(["Banana", "Bananas"]).toContain(suggestSpelling("bananna")[0].suggestions[0]);
  });

  it("returns nothing for correct words", () => {
    expect(suggestSpelling("milk")).toEqual([]);
    expect(suggestSpelling("Free range eggs")).toEqual([]);
    expect(suggestSpelling("Ground beef mince")).toEqual([]);
  });

  it("accepts an unknown word that has no close dictionary word", () => {
    expect(suggestSpelling("Xylophonequx")).toEqual([]);
  });

  it("gives at most 3 suggestions, all within distance 2 and length ±2", () => {
    for (const input of ["ok", "coffe", "chiken", "bred", "Coca"]) {
      for (const issue of suggestSpelling(input)) {
        expect(issue.suggestions.length).toBeLessThanOrEqual(3);
        for (const s of issue.suggestions) {
          expect(Math.abs(s.length - issue.word.length)).toBeLessThanOrEqual(2);
          expect(boundedEditDistance(issue.word.toLowerCase(), s.toLowerCase(), 2)).toBeLessThanOrEqual(2);
        }
      }
    }
  });

  it("reports each misspelled word of a multi-word item once, keeping the typed form", () => {
    const issues = suggestSpelling("Chese and Tomatos chese");
    expect(issues.map((i) => i.word)).toEqual(["Chese", "Tomatos"]);
  });

  it("ignores numbers and units", () => {
    expect(suggestSpelling("2 litres milk 500")).toEqual([]);
  });

  it("stays well under the 5 ms-per-word budget (loose sanity bound)", () => {
    const words = ["tomatos", "bred", "chese", "bananna", "strawbery", "avacado", "zuchini", "brocoli", "qwertyuiop", "chiken"];
    const started = performance.now();
    for (let i = 0; i < 20; i++) for (const word of words) suggestSpelling(word);
    expect((performance.now() - started) / 200).toBeLessThan(5);
  });

  it("formats the misspelled message", () => {
    expect(misspelledMessage("bred")).toBe('"bred" might be misspelled');
  });
});

describe("applySuggestion", () => {
  it("replaces whole-word occurrences case-insensitively", () => {
    expect(applySuggestion("bred", "bred", "Bread")).toBe("Bread");
    expect(applySuggestion("White BRED rolls", "bred", "Bread")).toBe("White Bread rolls");
    expect(applySuggestion("shredded bred", "bred", "Bread")).toBe("shredded Bread");
  });

  it("treats regex characters in the word literally", () => {
    expect(applySuggestion("a.b milk", "a.b", "x")).toBe("x milk");
    expect(applySuggestion("axb milk", "a.b", "x")).toBe("axb milk");
  });
});

describe("validateCustomItem", () => {
  it("trims and accepts a normal item", () => {
    expect(validateCustomItem("  Feijoas ")).toEqual({ ok: true, value: "Feijoas" });
  });

  it.each([
    ["", CUSTOM_ITEM_MESSAGES.empty],
    ["    ", CUSTOM_ITEM_MESSAGES.empty],
    [" a ", CUSTOM_ITEM_MESSAGES.tooShort],
    ["123", CUSTOM_ITEM_MESSAGES.digitsOnly],
    ["42", CUSTOM_ITEM_MESSAGES.digitsOnly],
    ["x".repeat(101), CUSTOM_ITEM_MESSAGES.tooLong],
  ])("rejects %j", (input, message) => {
    expect(validateCustomItem(input)).toEqual({ ok: false, message });
  });

  it("uses the spec's exact messages", () => {
    expect(CUSTOM_ITEM_MESSAGES.empty).toBe("Item name cannot be empty");
    expect(CUSTOM_ITEM_MESSAGES.tooShort).toBe("Item name must be at least 2 characters long");
    expect(CUSTOM_ITEM_MESSAGES.digitsOnly).toBe("Item name cannot be just numbers");
    expect(CUSTOM_ITEM_MESSAGES.invalidCharacters).toBe("Item name contains invalid characters");
  });

  it("rejects every forbidden character", () => {
    for (const ch of `!@#$%^&*()_+=[]{};':"\\|,.<>?`) {
      expect(validateCustomItem(`milk${ch}`), ch).toEqual({ ok: false, message: CUSTOM_ITEM_MESSAGES.invalidCharacters });
    }
  });

  it("allows hyphens, slashes, digits mixed with letters and accents", () => {
    for (const ok of ["Free-range eggs", "2L milk", "Gluten/dairy free", "Crème fraîche", "7 Up"]) {
      expect(validateCustomItem(ok).ok, ok).toBe(true);
    }
  });
});

describe("selection", () => {
  it("drops case and whitespace duplicates, keeping the first spelling", () => {
    expect(dedupeSelection(["Milk", " milk ", "MILK", "Olive  Oil", "olive oil", "", "Bread"])).toEqual(["Milk", "Olive Oil", "Bread"]);
  });

  it("toggles items on and off", () => {
    const once = toggleSelection(["Milk"], "Bread");
    expect(once).toEqual(["Milk", "Bread"]);
    expect(toggleSelection(once, " bread")).toEqual(["Milk"]);
  });
});
