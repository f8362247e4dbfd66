import { describe, expect, it } from "vitest";
import { actionReducer, failureToastOf, formErrorsOf, isFailure, NO_ERRORS, settle, THROWN, type ActionState } from "./action-outcome";

describe("settle", () => {
  it("passes the action's answer through, success or failure", async () => {
    expect(await settle(async () => ({ ok: true as const, id: "x" }))).toEqual({ ok: true, id: "x" });
    expect(await settle(async () => ({ ok: false as const, formError: "No" }))).toEqual({ ok: false, formError: "No" });
  });
  it("turns a throw (no answer) into the thrown failure", async () => {
    const out = await settle(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(out).toBe(THROWN);
    expect(isFailure(out)).toBe(true);
    expect(isFailure({ ok: true })).toBe(false);
    expect(isFailure(undefined)).toBe(false);
  });
});

describe("formErrorsOf", () => {
  it("puts each field's first message under the field and no form message when a field is to blame", () => {
    expect(formErrorsOf({ ok: false, code: "INVALID_INPUT", formError: "Name is required", fieldErrors: { name: ["Name is required", "Too short"], "items.0": ["Bad"] } })).toEqual({
      fieldErrors: { name: "Name is required", "items.0": "Bad" },
      formError: undefined,
    });
  });
  it("shows the server's form message when no field is to blame", () => {
    expect(formErrorsOf({ ok: false, code: "RATE_LIMITED", formError: "Please wait a few minutes before trying again." })).toEqual({ fieldErrors: {}, formError: "Please wait a few minutes before trying again." });
    expect(formErrorsOf({ ok: false, code: "INVALID_INPUT", formError: "x", fieldErrors: {} }).formError).toBe("x");
  });
  it("has no form message of its own for a call that threw", () => {
    expect(formErrorsOf(THROWN)).toEqual({ fieldErrors: {}, formError: undefined });
  });
});

describe("failureToastOf", () => {
  const conflict = { ok: false as const, code: "CONFLICT" as const, title: "Already there", formError: "That list already exists." };
  const internal = { ok: false as const, code: "INTERNAL" as const, formError: "Something went wrong. Please try again. (ref abc)" };
  it("shows the screen's title with the server's safe message, or the fallback", () => {
    expect(failureToastOf(conflict, { title: "Update failed" })).toEqual({ title: "Update failed", description: "That list already exists.", variant: "destructive" });
    expect(failureToastOf({ ok: false, code: "NOT_FOUND" }, { title: "Update failed" })).toEqual({ title: "Update failed", description: "Please try again.", variant: "destructive" });
    expect(failureToastOf({ ok: false }, { title: "Update failed", fallback: "Failed to update address" }).description).toBe("Failed to update address");
  });
  it("uses the server's title only when asked", () => {
    expect(failureToastOf(conflict, { title: "Error", serverTitle: true }).title).toBe("Already there");
    expect(failureToastOf({ ...conflict, title: undefined }, { title: "Error", serverTitle: true }).title).toBe("Error");
  });
  it("keeps the generic text of an unexpected failure (with its ref) unless told to hide it", () => {
    expect(failureToastOf(internal, { title: "Error" }).description).toBe(internal.formError);
    expect(failureToastOf(internal, { title: "Error", fallback: "Failed to create list", serverTitle: true, hideUnexpected: true })).toEqual({ title: "Error", description: "Failed to create list", variant: "destructive" });
  });
  it("explains a call that threw with the fallback, never a server title", () => {
    expect(failureToastOf(THROWN, { title: "Could not save", fallback: "Check your connection.", serverTitle: true })).toEqual({ title: "Could not save", description: "Check your connection.", variant: "destructive" });
    const spec = { title: "Could not save", fallback: "Could not compare.", thrownFallback: "You seem to be offline." };
    expect(failureToastOf(THROWN, spec).description).toBe("You seem to be offline.");
    expect(failureToastOf({ ok: false, code: "NOT_FOUND" }, spec).description).toBe("Could not compare.");
  });
});

describe("actionReducer", () => {
  let n = 0;
  const newKey = () => `key-${++n}`;
  const initial: ActionState = { running: 0, errors: NO_ERRORS, key: "key-0" };

  it("counts running calls and clears the last errors when one starts", () => {
    const failed = actionReducer(actionReducer(initial, { type: "start" }), { type: "done", outcome: { ok: false, fieldErrors: { name: ["Required"] } }, newKey });
    expect(failed).toMatchObject({ running: 0, errors: { fieldErrors: { name: "Required" } } });
    const again = actionReducer(actionReducer(failed, { type: "start" }), { type: "start" });
    expect(again).toMatchObject({ running: 2, errors: { fieldErrors: {} } });
  });

  it("keeps the idempotency key across failures and throws, and issues a new one only after a success", () => {
    let s = actionReducer(initial, { type: "start" });
    s = actionReducer(s, { type: "done", outcome: THROWN, newKey });
    expect(s.key).toBe("key-0");
    s = actionReducer(actionReducer(s, { type: "start" }), { type: "done", outcome: { ok: false, code: "RATE_LIMITED", formError: "Wait" }, newKey });
    expect(s.key).toBe("key-0");
    expect(s.errors.formError).toBe("Wait");
    s = actionReducer(actionReducer(s, { type: "start" }), { type: "done", outcome: { ok: true }, newKey });
    expect(s.key).not.toBe("key-0");
    expect(s.errors).toEqual(NO_ERRORS);
    expect(s.running).toBe(0);
  });

  it("takes the screen's own wording of the form message when given one, keeping the field errors", () => {
    const failure = { ok: false, code: "INVALID_INPUT", formError: "Bad", fieldErrors: { email: ["Invalid"] } };
    const worded = actionReducer(initial, { type: "done", outcome: failure, newKey, formError: { value: "Check the highlighted fields." } });
    expect(worded.errors).toEqual({ fieldErrors: { email: "Invalid" }, formError: "Check the highlighted fields." });
    const none = actionReducer(initial, { type: "done", outcome: { ok: false, code: "CONFLICT", formError: "Taken" }, newKey, formError: { value: undefined } });
    expect(none.errors.formError).toBeUndefined();
  });

  it("gives a new intent a new key even without a success", () => {
    expect(actionReducer(initial, { type: "newIntent", key: "key-fresh" }).key).toBe("key-fresh");
  });

  it("shows errors the form found itself", () => {
    expect(actionReducer(initial, { type: "setErrors", errors: { fieldErrors: { email: "Invalid" } } }).errors.fieldErrors).toEqual({ email: "Invalid" });
  });
});
