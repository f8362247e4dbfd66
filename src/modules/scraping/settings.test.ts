import { describe, expect, it } from "vitest";
import { allowedHostsFrom } from "./settings";

describe("allowedHostsFrom (SCRAPER_ALLOWED_HOSTS)", () => {
  it("defaults to the demo store sites, or nothing when they are off", () => {
    expect(allowedHostsFrom(undefined, 4010)).toEqual(["127.0.0.1:4010"]);
    expect(allowedHostsFrom(undefined, 0)).toEqual([]);
  });

  it("takes an explicit list as given, and 'none' as no exceptions", () => {
    expect(allowedHostsFrom(" 127.0.0.1:4010, localhost:5000 ,", 4010)).toEqual(["127.0.0.1:4010", "localhost:5000"]);
    expect(allowedHostsFrom("none", 4010)).toEqual([]);
    expect(allowedHostsFrom("NONE ", 4010)).toEqual([]);
  });
});
