import { describe, expect, it } from "vitest";
import { AUTH_TEXT } from "./messages";
import { acceptTermsSchema, changeNameSchema, changePasswordSchema, isStrongPassword, signInSchema, signUpSchema, textField } from "./schemas";

function messages(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const i of result.error?.issues ?? []) (out[i.path.join(".") || "form"] ??= []).push(i.message);
  return out;
}

const GOOD = { email: "ana@example.com", password: "Str0ng!pass", confirmPassword: "Str0ng!pass", acceptedTerms: true };

describe("sign-in schema", () => {
  it("accepts a well-formed e-mail and any non-empty password", () => {
    expect(signInSchema.safeParse({ email: "ana@example.com", password: "x" }).success).toBe(true);
  });

  it.each(["", "ana", "ana@", "@example.com", "ana@example", "ana @example.com", "ana@exa mple.com"])("rejects e-mail %j with the spec message", (email) => {
    expect(messages(signInSchema.safeParse({ email, password: "x" })).email).toEqual([AUTH_TEXT.invalidEmail]);
  });

  it("requires a password", () => {
    expect(messages(signInSchema.safeParse({ email: "ana@example.com", password: "" })).password).toEqual([AUTH_TEXT.passwordRequired]);
  });

  it("does not trim the password (spaces are part of it)", () => {
    const parsed = signInSchema.parse({ email: " ana@example.com ", password: "  pass phrase  " });
    expect(parsed.password).toBe("  pass phrase  ");
    expect(parsed.email).toBe("ana@example.com");
  });

  it("refuses unknown keys (no mass assignment)", () => {
    expect(signInSchema.safeParse({ email: "ana@example.com", password: "x", role: "admin" }).success).toBe(false);
  });
});

describe("sign-up schema", () => {
  it("accepts a valid payload", () => {
    expect(signUpSchema.safeParse(GOOD).success).toBe(true);
  });

  it("limits the e-mail to 320 characters with 'Email address is too long'", () => {
    const local = "a".repeat(64);
    const at320 = `${local}@${"b".repeat(320 - 64 - 1 - 4)}.com`;
    expect(at320).toHaveLength(320);
    expect(signUpSchema.safeParse({ ...GOOD, email: at320 }).success).toBe(true);
    expect(messages(signUpSchema.safeParse({ ...GOOD, email: `a${at320}` })).email).toContain(AUTH_TEXT.emailTooLong);
  });

  it.each([
    ["too short", "Aa1!aaa"],
    ["no lowercase", "AAAA1111!"],
    ["no uppercase", "aaaa1111!"],
    ["no digit", "Aaaaaaaa!"],
    ["no special character", "Aaaa11111"],
    ["longer than 128", `Aa1!${"a".repeat(125)}`],
  ])("rejects a password with %s", (_label, password) => {
    expect(messages(signUpSchema.safeParse({ ...GOOD, password, confirmPassword: password })).password).toEqual([AUTH_TEXT.passwordRule]);
  });

  it("accepts passwords of exactly 8 and 128 characters", () => {
    for (const password of ["Aa1!aaaa", `Aa1!${"a".repeat(124)}`]) {
      expect(signUpSchema.safeParse({ ...GOOD, password, confirmPassword: password }).success).toBe(true);
    }
  });

  it("reports a confirm mismatch on the confirm field", () => {
    expect(messages(signUpSchema.safeParse({ ...GOOD, confirmPassword: "Str0ng!pass " }))).toEqual({ confirmPassword: [AUTH_TEXT.passwordsDontMatch] });
  });

  it("shows the mismatch together with other problems", () => {
    const m = messages(signUpSchema.safeParse({ ...GOOD, confirmPassword: "other", acceptedTerms: false }));
    expect(m.confirmPassword).toEqual([AUTH_TEXT.passwordsDontMatch]);
    expect(m.acceptedTerms).toEqual([AUTH_TEXT.termsRequired]);
  });

  it("requires the terms to be accepted", () => {
    expect(messages(signUpSchema.safeParse({ ...GOOD, acceptedTerms: false })).acceptedTerms).toEqual([AUTH_TEXT.termsRequired]);
    expect(messages(signUpSchema.safeParse({ ...GOOD, acceptedTerms: "true" })).acceptedTerms).toEqual([AUTH_TEXT.termsRequired]);
  });

  it("rejects a client-sent role or acceptance date", () => {
    expect(signUpSchema.safeParse({ ...GOOD, role: "admin" }).success).toBe(false);
    expect(signUpSchema.safeParse({ ...GOOD, acceptedTermsDate: "2020-01-01" }).success).toBe(false);
  });
});

describe("isStrongPassword", () => {
  it("counts any non-alphanumeric character as special, including a space", () => {
    expect(isStrongPassword("Aaaa 1111")).toBe(true);
    expect(isStrongPassword("Aaaa1111é")).toBe(true);
  });
});

describe("profile and terms schemas", () => {
  it("strips markup from the name and enforces 1 to 50 characters", () => {
    expect(changeNameSchema.parse({ name: "  <b>Ana</b> Smith " }).name).toBe("Ana Smith");
    expect(messages(changeNameSchema.safeParse({ name: "<i></i>  " })).name).toEqual(["Name is required"]);
    expect(changeNameSchema.safeParse({ name: "a".repeat(50) }).success).toBe(true);
    expect(messages(changeNameSchema.safeParse({ name: "a".repeat(51) })).name).toEqual(["Name must be 50 characters or less"]);
    expect(messages(changeNameSchema.safeParse({ name: 42 })).name).toEqual(["Name must be a string"]);
  });

  it("generic text rule: default maximum 255 and the spec's wording", () => {
    const f = textField("Title");
    expect(f.safeParse("a".repeat(255)).success).toBe(true);
    expect(f.safeParse("a".repeat(256)).error?.issues[0]?.message).toBe("Title must be 255 characters or less");
    expect(f.safeParse("   ").error?.issues[0]?.message).toBe("Title is required");
  });

  it("change password needs the current password, a strong new one and a matching confirmation", () => {
    const ok = { currentPassword: "old", newPassword: "N3w!password", confirmPassword: "N3w!password" };
    expect(changePasswordSchema.safeParse(ok).success).toBe(true);
    expect(messages(changePasswordSchema.safeParse({ ...ok, currentPassword: "" })).currentPassword).toEqual([AUTH_TEXT.currentPasswordRequired]);
    expect(messages(changePasswordSchema.safeParse({ ...ok, newPassword: "weak", confirmPassword: "weak" })).newPassword).toEqual([AUTH_TEXT.passwordRule]);
    expect(messages(changePasswordSchema.safeParse({ ...ok, confirmPassword: "x" })).confirmPassword).toEqual([AUTH_TEXT.passwordsDontMatch]);
  });

  it("accepting the terms needs the box ticked", () => {
    expect(acceptTermsSchema.safeParse({ accepted: true }).success).toBe(true);
    expect(acceptTermsSchema.safeParse({ accepted: false }).success).toBe(false);
  });
});
