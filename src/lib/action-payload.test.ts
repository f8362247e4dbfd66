import { describe, expect, it } from "vitest";
import { checkActionPayload, type ReplyPart } from "./action-payload";

const text = (body: string) => checkActionPayload(new Map([["0", body]]), false);
const form = (fields: Record<string, ReplyPart>) => checkActionPayload(new Map(Object.entries(fields)), true);

describe("server-action payload check", () => {
  it("accepts what React's reply encoder writes for Cartwise's actions", () => {
    for (const body of ['[{"email":"a@b.c","password":"x"}]', "[]", '["$$escaped", "$undefined", "$NaN", "$Infinity", "$-Infinity", "$-0", "$D2026-01-01T00:00:00.000Z", "$n123"]', '[null, 1, true, {"a": [1, 2, {"b": "c"}]}]']) {
      expect(text(body), body).toEqual({ ok: true });
    }
    // A FormData argument (useActionState forms), a Map, a Set, an outlined object, a Blob.
    expect(form({ "0": '[{"prev":null},"$K1"]', "1_email": "a@b.c", "1_password": "x" })).toEqual({ ok: true });
    expect(form({ "0": '["$Q1","$W2","$3"]', "1": '[["k","v"]]', "2": '["a"]', "3": '{"x":"$$y"}' })).toEqual({ ok: true });
    expect(form({ "0": '["$B1"]', "1": { blob: true } })).toEqual({ ok: true });
    expect(form({ "0": '["$a"]', "10": "{}" })).toEqual({ ok: true });
  });

  it("refuses every reference React cannot resolve or Cartwise never sends", () => {
    for (const body of ['["$T"]', '{"a":"$T"}', '"$Q1"', '["$Q1"]', '["$@1"]', '["$h1"]', '["$F1"]', '["$R1"]', '["$K1"]', '["$B1"]', '["$1"]', '["$D"]', '["$nabc"]', '["$H"]', '["$"]', '[{"__proto__":{"a":1}}]', "42", "null", '{"a":1}', "{oops", "[".repeat(100) + "]".repeat(100)]) {
      expect(text(body).ok, body).toBe(false);
    }
    expect(form({ "1": "[]" }).ok).toBe(false); // no root part
    expect(form({ "0": '["$1"]' }).ok).toBe(false); // missing part
    expect(form({ "0": '["$1"]', "1": "{oops" }).ok).toBe(false); // part not JSON
    expect(form({ "0": '["$Q1"]', "1": '"x"' }).ok).toBe(false); // a Map that is not pairs
    expect(form({ "0": '["$B1"]', "1": "abc" }).ok).toBe(false); // a blob reference to text
    expect(form({ "0": '["$1"]', "1": '["$T"]' }).ok).toBe(false); // a bad marker one part down
    expect(form({ "0": { blob: true } }).ok).toBe(false);
  });

  it("refuses parts that refer back to themselves (React's decoder would wait on itself), allows shared parts", () => {
    expect(form({ "0": '["$1"]', "1": '["$1"]' }).ok).toBe(false);
    expect(form({ "0": '["$1"]', "1": '["$2"]', "2": '["$1"]' }).ok).toBe(false);
    expect(form({ "0": '["$1","$2"]', "1": '["$2"]', "2": "[]" })).toEqual({ ok: true });
  });
});
