import { describe, expect, expectTypeOf, it } from "vitest";
import type { Db } from "@/server/db";
import { retailerRefFromOwnRow, type RetailerRef } from "./ref";
import type { RetailerProfile } from "./portal/profile";
import type { listRecentActivity } from "./portal/activity-list";

/*
 * Decision 008: owner queries keyed by a retailer take a RetailerRef, which only the retailers
 * module makes (the signed-in profile, or the system constructor for our own rows). `tsc --noEmit`
 * checks this file: each @ts-expect-error fails the type check if a bare id ever compiles again.
 */

const takesRef = (retailer: RetailerRef): string => retailer.id;

describe("RetailerRef", () => {
  it("is not a bare string nor a hand-made { id } object", () => {
    // @ts-expect-error a bare retailer id (say, from a request) is not a RetailerRef
    expect(takesRef("1b7e0a3c-0000-4000-8000-000000000000")).toBeUndefined();
    // @ts-expect-error nor is an object literal with an id: only the retailers module brands one
    expect(takesRef({ id: "r1" })).toBe("r1");
    type Query = typeof listRecentActivity;
    // @ts-expect-error the owner queries refuse a bare id too
    const bare: Parameters<Query>[1] = "r1";
    expect(bare).toBe("r1");
    expectTypeOf<Parameters<Query>>().toEqualTypeOf<[Db, RetailerRef, number]>();
  });

  it("comes from the system constructor or the signed-in profile, carrying the id", () => {
    const ref = retailerRefFromOwnRow("r1");
    expect(takesRef(ref)).toBe("r1");
    expect(ref).toEqual({ id: "r1" });
    expectTypeOf<RetailerProfile>().toMatchTypeOf<RetailerRef>();
  });
});
