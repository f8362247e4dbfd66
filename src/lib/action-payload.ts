/**
 * Is a server-action body something React's reply encoder could have written? (issue 23, class 6)
 *
 * Next hands an action POST's body to React's `decodeReply`, which throws — and Next answers 500 —
 * on a body that is JSON but not a reply: a `"$T"` temporary reference the server has no value
 * for, a `"$Q1"` pointing at a part that is not there, a stream or server-reference marker, a
 * multipart body without its root part. The proxy runs this check first and answers 400.
 *
 * The rule follows React's encoding (react-server-dom `processReply` / `parseModelString`): every
 * string that starts with "$" is either an escaped string ("$$…"), a self-contained value
 * ($undefined, $NaN, $Infinity, $-Infinity, $-0, $D<date>, $n<bigint>), or a reference to
 * another part of a multipart body that exists and has the right kind (JSON for outlined models,
 * Maps, Sets and iterators; a file for blobs and typed arrays). Temporary references, server
 * references, streams and promises are refused: none of Cartwise's actions takes one. Pure.
 */

export type ReplyPart = string | { blob: true };
export type PayloadVerdict = { ok: true } | { ok: false; detail: string };

const BLOB_TAGS = new Set(["B", "A", "O", "o", "U", "S", "s", "L", "l", "G", "g", "M", "m", "V"]);
const JSON_TAGS = new Set(["Q", "W", "i"]);
const MAX_DEPTH = 64;

class Refused extends Error {}

/** `parts` maps multipart field names to values; a text body is the single part "0". */
export function checkActionPayload(parts: Map<string, ReplyPart>, multipart: boolean): PayloadVerdict {
  const visited = new Set<string>();
  const parsed = new Map<string, unknown>();
  const partJson = (id: string): unknown => {
    if (parsed.has(id)) return parsed.get(id);
    const part = parts.get(id);
    if (typeof part !== "string") throw new Refused(`part ${id} is missing`);
    let value: unknown;
    try {
      value = JSON.parse(part);
    } catch {
      throw new Refused(`part ${id} is not JSON`);
    }
    parsed.set(id, value);
    return value;
  };
  // A part that refers back to itself (directly or through others) never resolves in React's
  // decoder: it waits on itself, and Next answers 500.
  const resolving = new Set<string>();
  const visitPart = (id: string) => {
    const value = partJson(id);
    if (resolving.has(id)) throw new Refused(`part ${id} refers to itself`);
    if (visited.has(id)) return value;
    visited.add(id);
    resolving.add(id);
    walk(value, 0);
    resolving.delete(id);
    return value;
  };
  const reference = (rest: string): string => {
    const id = rest.split(":")[0];
    if (!/^[0-9a-f]{1,8}$/i.test(id)) throw new Refused("a reference that is not a part id");
    // React writes part ids in hex inside the model and in decimal as field names.
    return String(parseInt(id, 16));
  };
  const checkString = (s: string) => {
    if (s[0] !== "$") return;
    const tag = s[1];
    const rest = s.slice(2);
    if (tag === "$") return;
    if (s === "$undefined" || s === "$NaN" || s === "$Infinity" || s === "$-Infinity" || s === "$-0") return;
    if (tag === "D" && !Number.isNaN(Date.parse(rest))) return;
    if (tag === "n" && /^-?\d{1,300}$/.test(rest)) return;
    if (!multipart) throw new Refused(`${s.slice(0, 12)} in a one-part body`);
    if (tag === "K" && /^[0-9a-f]+$/i.test(rest)) return;
    if (tag !== undefined && BLOB_TAGS.has(tag)) {
      if (typeof parts.get(reference(rest)) === "object") return;
      throw new Refused(`${s.slice(0, 12)} without its file part`);
    }
    if (tag !== undefined && JSON_TAGS.has(tag)) {
      const value = visitPart(reference(rest));
      if (!Array.isArray(value)) throw new Refused(`${s.slice(0, 12)} is not a list`);
      if (tag === "Q" && !value.every((e) => Array.isArray(e) && e.length === 2)) throw new Refused("a Map that is not a list of pairs");
      return;
    }
    // An outlined model: "$<id>" (optionally with a ":path").
    if (/^[0-9a-f]/i.test(s.slice(1))) {
      visitPart(reference(s.slice(1)));
      return;
    }
    throw new Refused(`unsupported reference ${s.slice(0, 12)}`);
  };
  const walk = (value: unknown, depth: number): void => {
    if (depth > MAX_DEPTH) throw new Refused("nested too deeply");
    if (typeof value === "string") return checkString(value);
    if (Array.isArray(value)) return value.forEach((v) => walk(v, depth + 1));
    if (value !== null && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) {
        // React reads "__proto__" keys as ordinary properties; refuse rather than reason about it.
        if (k === "__proto__") throw new Refused("a __proto__ key");
        walk(v, depth + 1);
      }
    }
  };
  try {
    const root = visitPart("0");
    // Next calls the action with the decoded root as its argument list.
    if (!Array.isArray(root)) throw new Refused("the arguments are not a list");
    return { ok: true };
  } catch (e) {
    if (e instanceof Refused) return { ok: false, detail: e.message };
    throw e;
  }
}
