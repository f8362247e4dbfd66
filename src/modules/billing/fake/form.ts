/**
 * Decodes Stripe's request encoding (application/x-www-form-urlencoded with bracketed keys such as
 * `line_items[0][price_data][currency]=usd` or `metadata[couponId]=…`) into nested objects/arrays.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = Object.create(null);
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.replace(/\]/g, "").split("[");
    if (path.some((p) => UNSAFE_KEYS.has(p))) continue;
    let node: Record<string, FormValue> | FormValue[] = root;
    for (let i = 0; i < path.length; i++) {
      const key = path[i];
      const last = i === path.length - 1;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[key] = value;
        break;
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1]) || path[i + 1] === "";
      if (container[key] === undefined || typeof container[key] === "string") {
        container[key] = nextIsIndex ? [] : (Object.create(null) as Record<string, FormValue>);
      }
      node = container[key] as Record<string, FormValue> | FormValue[];
    }
  }
  return root;
}

export const str = (v: FormValue | undefined): string | undefined => (typeof v === "string" ? v : undefined);
export const obj = (v: FormValue | undefined): Record<string, FormValue> =>
  v && typeof v === "object" && !Array.isArray(v) ? v : (Object.create(null) as Record<string, FormValue>);
export const list = (v: FormValue | undefined): FormValue[] => (Array.isArray(v) ? v.filter((x) => x !== undefined) : v && typeof v === "object" ? Object.values(v) : []);

/** Flat string map (metadata). */
export function stringMap(v: FormValue | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, val] of Object.entries(obj(v))) if (typeof val === "string") out[k] = val;
  return out;
}
