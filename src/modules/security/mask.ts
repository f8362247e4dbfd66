/** The spec masks e-mails in security events to their first 3 characters. */
export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const trimmed = email.trim();
  return `${trimmed.slice(0, 3)}***`;
}

const SECRET_KEYS = /pass(word)?|secret|token|authorization|cookie|card|cvc/i;

/** Removes anything secret-looking from event details before they are stored. */
export function redactDetails(details: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!details) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(details)) {
    if (SECRET_KEYS.test(k)) continue;
    if (typeof v === "string") out[k] = v.slice(0, 500);
    else if (typeof v === "number" || typeof v === "boolean" || v === null) out[k] = v;
  }
  return out;
}
