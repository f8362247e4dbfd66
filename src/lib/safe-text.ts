import { z } from "zod";
import "./zod-messages";

/**
 * The one text-sanitising step every text input shares (forms, actions and route handlers), run
 * inside the zod schema so it happens before any rate-limit slot is spent (defineAction and
 * readJson validate first). Decisions (docs/decisions/015-security-mends.md):
 * - tab, newline, carriage return, vertical tab and form feed become a space (pasted text);
 * - every other control character (C0 incl. NUL, DEL, C1) is refused: PostgreSQL cannot store NUL
 *   and none of them belongs in a name;
 * - unpaired UTF-16 surrogates are refused (they are not text, and would be stored as U+FFFD);
 * - bidirectional overrides/embeddings/isolates (U+202A–U+202E, U+2066–U+2069) are refused: they
 *   make a name display differently from what it is ("Trojan Source"); right-to-left scripts and
 *   the LRM/RLM marks are ordinary text and stay;
 * - leading/trailing whitespace and invisible characters (zero-width space/joiners, word joiner,
 *   BOM) are trimmed, so a name made only of invisible characters is an empty name; joiners inside
 *   a value stay (emoji sequences, Persian text need them);
 * - lengths count characters as people see them (grapheme clusters), not UTF-16 units.
 */
const WHITESPACE_CONTROLS = /[\t\n\v\f\r]/g;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
const EDGE_INVISIBLE = /^[\s\u200b-\u200d\u2060\ufeff]+|[\s\u200b-\u200d\u2060\ufeff]+$/g;

export type UnsafeReason = "control" | "surrogate" | "bidi";

/** Why a string cannot be accepted as text, or null when it can. */
export function unsafeTextReason(value: string): UnsafeReason | null {
  const spaced = value.replace(WHITESPACE_CONTROLS, " ");
  if (CONTROL.test(spaced)) return "control";
  if (LONE_SURROGATE.test(spaced)) return "surrogate";
  if (BIDI_CONTROL.test(spaced)) return "bidi";
  return null;
}

/** Whitespace controls to spaces, invisible edges trimmed. Assumes unsafeTextReason(value) === null. */
export function normaliseText(value: string): string {
  return value.replace(WHITESPACE_CONTROLS, " ").replace(EDGE_INVISIBLE, "");
}

let segmenter: Intl.Segmenter | undefined;
/** Characters as people see them: 👍🏽 and 👨‍👩‍👧 are one each. */
export function graphemeLength(value: string): number {
  // Fast path: plain BMP text without combining marks or joiners has one grapheme per unit.
  if (/^[\u0020-\u02ff]*$/.test(value)) return value.length;
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  let n = 0;
  for (const _ of segmenter.segment(value)) n++;
  return n;
}

/** Unicode code points: what PostgreSQL's varchar(n) counts. */
export function codePointLength(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/**
 * True when the value fits `max` characters as people see them and, since the column stores at
 * most `max` code points, also in code points (only long emoji sequences can tell the two apart).
 */
export function fitsLength(value: string, max: number): boolean {
  return graphemeLength(value) <= max && codePointLength(value) <= max;
}

export function unsafeTextMessage(field: string): string {
  return `${field} contains characters that aren't allowed. Please remove them and try again.`;
}

/**
 * A zod string schema with the shared sanitising step: refuses unsafe characters with a clear
 * sentence, then normalises. `max` here is a hard ceiling on raw input (UTF-16 units) so absurd
 * inputs stop before any work; the field's real limit is applied by the caller (graphemes).
 */
export function safeText(field = "Text", opts: { max?: number; typeMessage?: string } = {}) {
  const max = opts.max ?? 5000;
  return z
    .string({ error: opts.typeMessage ?? `${field} must be text` })
    .max(max, { error: `${field} is too long` })
    .superRefine((value, ctx) => {
      if (unsafeTextReason(value)) ctx.addIssue({ code: "custom", message: unsafeTextMessage(field) });
    })
    .transform(normaliseText);
}

/** A refinement for schemas that keep their own z.string() chain (e-mail fields, ids, queries). */
export function hasNoUnsafeText(value: string): boolean {
  return unsafeTextReason(value) === null;
}

/**
 * The shared sanitising step in front of a field's own rules (its messages and limits): refuses
 * unsafe characters with a clear sentence, normalises, then hands the text to `inner` (which
 * trims, counts, transforms as the field always did). For retailer and admin fields, whose
 * schemas keep their spec texts.
 */
export function checkedText<O>(field: string, inner: z.ZodType<O, string>, opts: { typeMessage?: string; max?: number } = {}) {
  return z
    .string({ error: opts.typeMessage ?? `${field} must be text` })
    .max(opts.max ?? 5000, { error: `${field} is too long` })
    .refine(hasNoUnsafeText, { error: unsafeTextMessage(field), abort: true })
    .transform(normaliseText)
    .pipe(inner);
}

/**
 * For JSON typed into a text box (admin scraper configurations): the raw text and, when it parses,
 * every key and string inside it (an escaped "\u0000" is a NUL once parsed, which PostgreSQL's
 * jsonb refuses) must be safe. Unparsable JSON is left to the caller's own parser and message.
 */
export function hasNoUnsafeJsonText(raw: string): boolean {
  if (!hasNoUnsafeText(raw)) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return true;
  }
  const stack: unknown[] = [parsed];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === "string") {
      if (!hasNoUnsafeText(v)) return false;
    } else if (Array.isArray(v)) stack.push(...v);
    else if (v && typeof v === "object") {
      for (const [k, inner] of Object.entries(v)) {
        if (!hasNoUnsafeText(k)) return false;
        stack.push(inner);
      }
    }
  }
  return true;
}
