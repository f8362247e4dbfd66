/**
 * Crafted server-action bodies (issue 23, class 6): what a client that is not React's could post
 * with a Next-Action header. Deterministic (seeded), so a failure names a reproducible case.
 * Families: React reference markers with nothing behind them, wrong roots, random JSON with
 * "$"-strings, broken and hollow multipart bodies, other content types.
 */
export const ACTION_FUZZ_ORIGIN = "seeded crafted bodies (markers, roots, random JSON, multipart, content types)";

export interface CraftedBody { name: string; contentType: string; body: string | Buffer }

const MARKERS = ["$T", "$Q1", "$W1", "$i1", "$@1", "$h1", "$F1", "$R1", "$r1", "$X1", "$x1", "$B1", "$K1", "$A1", "$o1", "$V1", "$1", "$1:a:b", "$ff", "$D", "$Dnot-a-date", "$n", "$nabc", "$n" + "9".repeat(400), "$H", "$S", "$Z", "$", "$-", "$u", "$undefinedx", "$$", "$@", "$h", "$Q", "$Qzz"];

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomJson(next: () => number, depth: number): unknown {
  const pick = next();
  if (depth > 4 || pick < 0.3) {
    const leaf = next();
    if (leaf < 0.5) return MARKERS[Math.floor(next() * MARKERS.length)];
    if (leaf < 0.65) return Math.floor(next() * 1000);
    if (leaf < 0.75) return null;
    if (leaf < 0.85) return next() < 0.5;
    return "text" + Math.floor(next() * 100);
  }
  if (pick < 0.65) return Array.from({ length: Math.floor(next() * 4) }, () => randomJson(next, depth + 1));
  const o: Record<string, unknown> = {};
  for (let i = Math.floor(next() * 4); i > 0; i--) o[["a", "email", "then", "__proto__", "constructor", "$$typeof", "status", "value"][Math.floor(next() * 8)]] = randomJson(next, depth + 1);
  return o;
}

function multipart(fields: [string, string, string?][], boundary = "----cwfuzz"): string {
  return fields.map(([name, value, filename]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ""}\r\n${filename ? "Content-Type: application/octet-stream\r\n" : ""}\r\n${value}\r\n`).join("") + `--${boundary}--\r\n`;
}

/** About 90 bodies per action id; `idLength` varies nothing but keeps the signature honest. */
export function craftedActionBodies(idLength: number, seed = 23): CraftedBody[] {
  const next = rng(seed + idLength);
  const text = "text/plain;charset=UTF-8";
  const out: CraftedBody[] = [];
  for (const m of MARKERS) {
    out.push({ name: `marker in args ${m.slice(0, 12)}`, contentType: text, body: JSON.stringify([m]) });
    out.push({ name: `marker as root ${m.slice(0, 12)}`, contentType: text, body: JSON.stringify(m) });
  }
  out.push({ name: "object root with $T", contentType: text, body: '{"a":"$T"}' });
  out.push({ name: "number root", contentType: text, body: "42" });
  out.push({ name: "null root", contentType: text, body: "null" });
  out.push({ name: "deep array", contentType: text, body: "[".repeat(5000) + "]".repeat(5000) });
  out.push({ name: "not JSON", contentType: text, body: "{oops" });
  out.push({ name: "whitespace", contentType: text, body: "   " });
  out.push({ name: "invalid UTF-8", contentType: text, body: Buffer.from([0x5b, 0x22, 0xff, 0xfe, 0x22, 0x5d]) });
  out.push({ name: "__proto__ pollution", contentType: text, body: '[{"__proto__":{"polluted":"$T"}}]' });
  out.push({ name: "then-able", contentType: text, body: '[{"then":"$1","status":"resolved_model","value":"{\\"then\\":\\"$B1\\"}"}]' });
  for (let i = 0; i < 20; i++) out.push({ name: `random JSON #${i}`, contentType: text, body: JSON.stringify([randomJson(next, 0)]) });
  for (let i = 0; i < 5; i++) out.push({ name: `random JSON as application/json #${i}`, contentType: "application/json", body: JSON.stringify(randomJson(next, 0)) });
  const mp = "multipart/form-data; boundary=----cwfuzz";
  out.push({ name: "multipart without root", contentType: mp, body: multipart([["1", '"x"']]) });
  out.push({ name: "multipart root not JSON", contentType: mp, body: multipart([["0", "{oops"]]) });
  out.push({ name: "multipart root refers to missing part", contentType: mp, body: multipart([["0", '["$1"]']]) });
  out.push({ name: "multipart Map part not pairs", contentType: mp, body: multipart([["0", '["$Q1"]'], ["1", '"x"']]) });
  out.push({ name: "multipart blob ref to a string", contentType: mp, body: multipart([["0", '["$B1"]'], ["1", "abc"]]) });
  out.push({ name: "multipart typed array ref to missing", contentType: mp, body: multipart([["0", '["$o2"]']]) });
  out.push({ name: "multipart self reference", contentType: mp, body: multipart([["0", '["$1"]'], ["1", '["$1"]']]) });
  out.push({ name: "multipart file as root", contentType: mp, body: multipart([["0", "[]", "a.bin"]]) });
  out.push({ name: "multipart $T", contentType: mp, body: multipart([["0", '["$T"]']]) });
  out.push({ name: "multipart broken boundary", contentType: mp, body: "--other\r\nContent-Disposition: form-data; name=\"0\"\r\n\r\n[]\r\n" });
  out.push({ name: "multipart no boundary param", contentType: "multipart/form-data", body: multipart([["0", "[]"]]) });
  out.push({ name: "multipart empty", contentType: mp, body: "" });
  out.push({ name: "urlencoded", contentType: "application/x-www-form-urlencoded", body: "0=%5B%22%24T%22%5D" });
  out.push({ name: "octet-stream", contentType: "application/octet-stream", body: Buffer.from([0, 1, 2, 3]) });
  return out;
}
