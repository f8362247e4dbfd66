import { describe, expect, it } from "vitest";
import { list, obj, parseStripeForm, str, stringMap } from "./form";

describe("parseStripeForm", () => {
  it("decodes Stripe's bracketed keys into nested objects and arrays", () => {
    const body = new URLSearchParams({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "1999",
      "metadata[couponId]": "c-1",
      "enabled_events[0]": "invoice.paid",
      "enabled_events[1]": "checkout.session.completed",
    }).toString();
    const form = parseStripeForm(body);
    expect(str(form.mode)).toBe("payment");
    const item = obj(list(form.line_items)[0]);
    expect(str(obj(item.price_data).unit_amount)).toBe("1999");
    expect(stringMap(form.metadata)).toEqual({ couponId: "c-1" });
    expect(list(form.enabled_events)).toEqual(["invoice.paid", "checkout.session.completed"]);
  });

  it("ignores prototype-polluting keys", () => {
    const form = parseStripeForm("__proto__[polluted]=1&metadata[constructor]=x&a=b");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(stringMap(form.metadata)).toEqual({});
    expect(str(form.a)).toBe("b");
  });
});
