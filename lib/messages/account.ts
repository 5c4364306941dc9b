/**
 * User-facing messages of SPEC.md sections 5 and 8, one file per concern (lib/messages/*.ts); import
 * from the file, e.g. "@/lib/messages/toasts", so a page ships only the groups it reads. Do not
 * retype these strings in components.
 */

/** Messages of /settings and of two-factor sign-in (SPEC.md does not word them; one place so tests and UI agree). */
export const accountMessages = {
  nameSaved: "Name saved",
  passwordChanged: "Password changed. Other sessions were signed out.",
  wrongPassword: "The current password is not correct",
  noPassword: "This account signs in with GitHub or Google and has no password",
  signedOutEverywhere: "Signed out everywhere",
  twoFactorEnabled: "Two-factor sign-in is on",
  twoFactorDisabled: "Two-factor sign-in is off",
  twoFactorAlreadyOn: "Two-factor sign-in is already on",
  twoFactorNotStarted: "Start the set-up again: no key is waiting for confirmation",
  /** next-auth's sign-in error when the password was right and the account has two-factor on. */
  twoFactorRequired: "Enter the 6-digit code from your authenticator app, or a recovery code",
  invalidCode: "That code is not valid. Check your authenticator app and try again.",
  codeRequired: "Enter the code",
  codeMalformed: "That code is not valid",
  deleteConfirmMismatch: "Type your email address exactly to confirm",
  imageSaved: "Profile image saved",
  noProfileImage: "No profile image",
  exportRateLimited: "You exported your data many times in the last hour. Please try again later.",
  imageRemoved: "Profile image removed",
  imageType: "Use a PNG, JPEG, WebP or GIF image",
  imageTooLarge: (mb: number) => `The image must be at most ${mb} MB`,
} as const;
