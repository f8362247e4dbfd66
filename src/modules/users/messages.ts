/** User-facing texts from the spec (shopper spec sections 4, 5 and 8), in one place for forms, actions and tests. */
export const AUTH_TEXT = {
  invalidEmail: "Please enter a valid email address",
  emailTooLong: "Email address is too long",
  passwordRequired: "Password is required",
  passwordRule: "Password must be at least 8 characters with uppercase, lowercase, number, and special character",
  passwordsDontMatch: "Passwords don't match",
  termsRequired: "You must accept the Terms of Service to create an account",
  currentPasswordRequired: "Current password is required",
} as const;

export interface ToastText { title: string; description: string }

export const AUTH_TOASTS = {
  signedIn: { title: "Welcome back!", description: "You're now signed in to Cartwise." },
  signedOut: { title: "Signed out", description: "You've been signed out successfully." },
  tooManyAttempts: { title: "Too many attempts", description: "Please wait before trying again." },
  invalidInput: { title: "Invalid input", description: "Please check your email and password format." },
  signInFailed: { title: "Sign in failed", description: "Invalid email or password. Please try again." },
  signUpExists: { title: "Sign up failed", description: "An account with this email already exists." },
  signUpFailed: { title: "Sign up failed", description: "Unable to create account. Please check your details and try again." },
  signUpDone: { title: "Check your email", description: "We've sent you a confirmation link." },
} as const satisfies Record<string, ToastText>;

export const FORM_TEXT = {
  tooManyLogins: "Too many login attempts. Please wait before trying again.",
  tooManySignups: "Too many signup attempts. Please wait before trying again.",
} as const;

export const TERMS_TEXT = {
  saveFailed: "Failed to save terms acceptance. Please try again.",
} as const;
