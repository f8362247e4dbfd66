import { describe, expect, it } from "vitest";
import { checkServerActionRequest, malformedPath, SERVER_ACTION_BODY_LIMIT } from "./request-guards";

const action = (headers: Record<string, string>) => ({ method: "POST", headers: new Headers({ "next-action": "abc", host: "app.test", ...headers }) });

describe("framework-edge guards (issue 13 class 5)", () => {
  it("spots malformed percent-encoding", () => {
    expect(malformedPath("/%E0%A4%A")).toBe(true);
    expect(malformedPath("/%ZZ")).toBe(true);
    expect(malformedPath("/lists/caf%C3%A9")).toBe(false);
  });

  it("refuses cross-origin, oversized, empty and non-JSON server-action calls; lets good ones through", async () => {
    const text = (s: string) => async () => s;
    expect(await checkServerActionRequest(action({ origin: "https://evil.example", "content-type": "text/plain" }), text("[]"))).toMatchObject({ status: 403 });
    expect(await checkServerActionRequest(action({ "content-length": String(SERVER_ACTION_BODY_LIMIT + 1) }), text(""))).toMatchObject({ status: 413 });
    expect(await checkServerActionRequest(action({ "content-length": "0" }), text(""))).toMatchObject({ status: 400 });
    expect(await checkServerActionRequest(action({ "content-type": "text/plain;charset=UTF-8" }), text("{{{"))).toMatchObject({ status: 400 });
    expect(await checkServerActionRequest(action({ origin: "http://app.test", "content-type": "text/plain;charset=UTF-8" }), text('[{"a":1}]'))).toBeNull();
    expect(await checkServerActionRequest({ method: "GET", headers: new Headers() }, text(""))).toBeNull();
  });
});
