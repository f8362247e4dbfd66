import { describe, expect, it } from "vitest";
import { localiseListText } from "./regional";
import { parseListItem } from "./parse-item";

describe("localiseListText (regional words per country)", () => {
  it("puts NZ/AU words into the catalogue's words", () => {
    expect(localiseListText("Fizzy drink 1.5L", "NZ")).toBe("soft drink 1.5L");
    expect(localiseListText("Chook", "AU")).toBe("whole chicken");
    expect(localiseListText("Bickies", "NZ")).toBe("biscuits");
  });

  it("reads the same word by the shopper's country", () => {
    expect(localiseListText("Jelly", "US")).toBe("jam");
    expect(localiseListText("Jelly", "NZ")).toBe("Jelly");
    expect(localiseListText("Biscuits", "US")).toBe("scones");
    expect(localiseListText("Biscuits", "AU")).toBe("Biscuits");
    expect(localiseListText("Soda", "US")).toBe("soft drink");
  });

  it("leaves a word alone when the shopper already qualified it", () => {
    expect(localiseListText("Hot chips", "NZ")).toBe("Hot chips");
    expect(localiseListText("Corn chips", "AU")).toBe("Corn chips");
    expect(localiseListText("Chips", "AU")).toBe("potato chips");
    expect(localiseListText("Baking soda", "US")).toBe("Baking soda");
  });

  it("matches whole words only and ignores unknown countries", () => {
    expect(localiseListText("Popcorn", "US")).toBe("Popcorn");
    expect(localiseListText("Fizzy drink", "GB")).toBe("Fizzy drink");
    expect(localiseListText("Fizzy drink", null)).toBe("Fizzy drink");
  });

  it("feeds the parser a head noun it knows", () => {
    expect(parseListItem(localiseListText("Fizzy drink", "NZ")).headNoun).toBe("softdrink");
    expect(parseListItem("Candy").headNoun).toBe(parseListItem("Lollies").headNoun);
  });
});
