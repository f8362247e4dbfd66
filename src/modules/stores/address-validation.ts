import { INCOMPLETE_ADDRESS_MESSAGE, manualAddressSchema, type ManualAddressInput } from "./schemas";

export type ManualAddressCheck =
  | { ok: true; value: ManualAddressInput }
  | { ok: false; incomplete: boolean; fieldErrors: Partial<Record<keyof ManualAddressInput, string>> };

/**
 * The manual form's rules, shared with the server action: all three fields non-blank after trim
 * ('Please fill in all address fields', shown as the Incomplete Address toast) and 200/100/100 long at most.
 */
export function checkManualAddress(raw: { streetAddress: string; suburb: string; country: string }): ManualAddressCheck {
  const parsed = manualAddressSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: Partial<Record<keyof ManualAddressInput, string>> = {};
  let incomplete = false;
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof ManualAddressInput;
    if (issue.message === INCOMPLETE_ADDRESS_MESSAGE) incomplete = true;
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, incomplete, fieldErrors };
}
