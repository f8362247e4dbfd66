import { describe, expect, it } from "vitest";
import { AUTH_TEXT } from "@/modules/users/messages";
import { RETAILER_TEXT, retailerLoginSchema, retailerSignUpSchema } from "./schemas";

const GOOD = { email: "shop@example.com", password: "Str0ng!pass", businessName: "Fresh Foods", address: "12 Queen Street, Auckland", gstNumber: "" };
const errs = (v: unknown) => {
  const r = retailerSignUpSchema.safeParse(v);
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[i.path.join(".")] ??= i.message;
  return out;
};

describe("retailer login", () => {
  it("uses the portal's messages", () => {
    const r = retailerLoginSchema.safeParse({ email: "nope", password: "" });
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([["email", RETAILER_TEXT.invalidEmail], ["password", AUTH_TEXT.passwordRequired]]);
  });
});

describe("retailer sign-up", () => {
  it("accepts a valid form; a blank GST number becomes null", () => {
    expect(retailerSignUpSchema.parse(GOOD).gstNumber).toBeNull();
    expect(retailerSignUpSchema.parse({ ...GOOD, gstNumber: undefined }).gstNumber).toBeNull();
    expect(retailerSignUpSchema.parse({ ...GOOD, gstNumber: " 123-456-789 " }).gstNumber).toBe("123-456-789");
  });

  it("business name is 2 to 100 characters after sanitising", () => {
    expect(errs({ ...GOOD, businessName: "A" }).businessName).toBe("Business name must be between 2 and 100 characters");
    expect(errs({ ...GOOD, businessName: "<b>A</b>" }).businessName).toBe("Business name must be between 2 and 100 characters");
    expect(errs({ ...GOOD, businessName: "" }).businessName).toBe("Business name is required");
    expect(errs({ ...GOOD, businessName: "x".repeat(100) }).businessName).toBeUndefined();
    expect(errs({ ...GOOD, businessName: "x".repeat(101) }).businessName).toBe("Business name must be between 2 and 100 characters");
  });

  it("address is 10 to 200 characters", () => {
    expect(errs({ ...GOOD, address: "1 Road St" }).address).toBe("Address must be between 10 and 200 characters");
    expect(errs({ ...GOOD, address: "x".repeat(10) }).address).toBeUndefined();
    expect(errs({ ...GOOD, address: "x".repeat(201) }).address).toBe("Address must be between 10 and 200 characters");
  });

  it("GST number is at most 20 characters", () => {
    expect(errs({ ...GOOD, gstNumber: "1".repeat(20) }).gstNumber).toBeUndefined();
    expect(errs({ ...GOOD, gstNumber: "1".repeat(21) }).gstNumber).toBe(RETAILER_TEXT.gstTooLong);
  });

  it("needs a valid e-mail and a strong password, and refuses extra keys", () => {
    expect(errs({ ...GOOD, email: "x@y" }).email).toBe(RETAILER_TEXT.invalidEmail);
    expect(errs({ ...GOOD, password: "password" }).password).toBe(AUTH_TEXT.passwordRule);
    expect(retailerSignUpSchema.safeParse({ ...GOOD, subscriptionTier: "premium" }).success).toBe(false);
  });
});
