import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

describe("isDatabaseUnavailable", () => {
  it("recognises a refused connection, a pool timeout and a server shutting down", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: Object.assign(new Error("x"), { code: "08006" }) }))).toBe(true);
  });

  it("does not treat bugs or constraint violations as an outage", () => {
    expect(isDatabaseUnavailable(new TypeError("cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key value"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
