/**
 * User-facing messages of SPEC.md sections 5 and 8, one file per concern (lib/messages/*.ts); import
 * from the file, e.g. "@/lib/messages/toasts", so a page ships only the groups it reads. Do not
 * retype these strings in components.
 */

/** Sign-in and sign-up messages. The sign-in error never reveals whether an email exists. */
export const authMessages = {
  invalidCredentials: "Invalid email or password",
  signInUnavailable: "Could not reach the server. Check your connection and try again.",
  oauthFailed: "Sign-in with that provider failed. Please try again.",
  accountNotLinked: "That email is already registered with a different sign-in method. Sign in the way you did first.",
  registerFailed: "Could not create your account. Please try again.",
  accountExists: "An account with this email already exists",
  signedUpButSignInFailed: "Your account was created, but signing in failed. Please sign in.",
  commonPassword: "This password is one of the most common passwords, so it is easy to guess. Choose another.",
  registerRateLimited: "Too many accounts were created from here recently. Please wait a few minutes and try again.",
  registerBusy: "Too many new accounts are being created right now. Please try again in a minute.",
  hashBusy: "The server is busy. Please try again in a few seconds.",
  signInRateLimited: "Too many sign-in attempts. Please wait 15 minutes and try again.",
  logoutConfirmTitle: "Log out of RaiseReady?",
  logoutConfirmBody: "Another site sent you here to log out. Log out only if you meant to.",
  logoutConfirmButton: "Log out",
  logoutCancel: "Stay signed in",
  logoutRefused: "This log-out request did not come from RaiseReady. Open RaiseReady and log out from the menu.",
  passwordStrengthLabel: "Password strength",
  passwordStrength: ["Very weak", "Weak", "Fair", "Good", "Strong"],
} as const;

/** The card of /login and /register: one neutral heading for the newcomer and the returning founder. */
export const authEntryMessages = {
  title: "Welcome to RaiseReady",
  description: "Create an account or sign in to prepare every document investors will ask for.",
  createAccountTab: "Create account",
  signInTab: "Sign in",
} as const;
