/** The spec masks e-mails in security events to their first 3 characters. */
export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const trimmed = email.trim();
  return `${trimmed.slice(0, 3)}***`;
}

const SECRET_KEYS = /pass(word)?|secret|token|authorization|cookie|card|cvc/i;

/** Bounds on stored event details, whoever sent them (the browser's route checks them too). */
export const DETAILS_MAX_KEYS = 20;
export const DETAILS_KEY_MAX = 40;
export const DETAILS_VALUE_MAX = 500;

// PostgreSQL's jsonb cannot hold U+0000 and no control character belongs in a log line.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const clean = (s: string, max: number) => s.replace(CONTROL, " ").slice(0, max);

/** Removes anything secret-looking from event details and bounds them before they are stored. */
export function redactDetails(details: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!details) return undefined;
  const out: Record<string, unknown> = {};
  let kept = 0;
  for (const [rawKey, v] of Object.entries(details)) {
    if (kept >= DETAILS_MAX_KEYS) break;
    if (SECRET_KEYS.test(rawKey)) continue;
    const k = clean(rawKey, DETAILS_KEY_MAX);
    if (typeof v === "string") out[k] = clean(v, DETAILS_VALUE_MAX);
    else if ((typeof v === "number" && Number.isFinite(v)) || typeof v === "boolean" || v === null) out[k] = v;
    else continue;
    kept++;
  }
  return out;
}
