import type { z } from "zod";

export type FieldErrors = Record<string, string | undefined>;

/** First message per field, the shape the forms render. */
export function firstErrors(fieldErrors: Record<string, string[]> | undefined): FieldErrors {
  const out: FieldErrors = {};
  for (const [k, v] of Object.entries(fieldErrors ?? {})) out[k] = v[0];
  return out;
}

export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    out[key] ??= issue.message;
  }
  return out;
}
