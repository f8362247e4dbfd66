import { describe, expect, it } from "vitest";
import { greetingFor } from "./greeting";

describe("greetingFor", () => {
  it("uses the first word of the name", () => {
    expect(greetingFor("Aroha Ngata")).toBe("Hello, Aroha!");
    expect(greetingFor("  Sam   Lee ")).toBe("Hello, Sam!");
  });
  it("falls back to Welcome! for a missing or blank name", () => {
    expect(greetingFor(null)).toBe("Welcome!");
    expect(greetingFor(undefined)).toBe("Welcome!");
    expect(greetingFor("   ")).toBe("Welcome!");
  });
});
