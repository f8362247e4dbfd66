/** Live strength meter for sign-up: score 0–6, one point per rule met (spec section 5). */
export const STRENGTH_MAX = 6;

export interface PasswordStrength { score: number; hints: string[] }

const RULES: Array<{ test: (pw: string) => boolean; hint: string | null }> = [
  { test: (pw) => pw.length >= 8, hint: "Use at least 8 characters" },
  { test: (pw) => /[a-z]/.test(pw), hint: "Add lowercase letters" },
  { test: (pw) => /[A-Z]/.test(pw), hint: "Add uppercase letters" },
  { test: (pw) => /\d/.test(pw), hint: "Add numbers" },
  { test: (pw) => /[^A-Za-z0-9]/.test(pw), hint: "Add special characters" },
  // The sixth point rewards length; the spec gives it no hint of its own.
  { test: (pw) => pw.length >= 12, hint: null },
];

export function passwordStrength(password: string): PasswordStrength {
  let score = 0;
  const hints: string[] = [];
  for (const rule of RULES) {
    if (rule.test(password)) score += 1;
    else if (rule.hint) hints.push(rule.hint);
  }
  return { score, hints };
}

export function strengthLabel(score: number): "Weak" | "Fair" | "Good" | "Strong" {
  if (score <= 2) return "Weak";
  if (score <= 4) return "Fair";
  if (score === 5) return "Good";
  return "Strong";
}
