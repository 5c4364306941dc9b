/**
 * User-facing messages of SPEC.md sections 5 and 8, one file per concern (lib/messages/*.ts); import
 * from the file, e.g. "@/lib/messages/toasts", so a page ships only the groups it reads. Do not
 * retype these strings in components.
 */

/** What the email flows (reset, verification, change of email) say to people. */
export const emailMessages = {
  forgotTitle: "Forgot password?",
  forgotLink: "Forgot password?",
  forgotIntro: "Enter the email of your account and we will send you a link to choose a new password.",
  forgotSubmit: "Send reset link",
  forgotSent: "If an account exists for that email, we sent a link to reset its password. The link is valid for 1 hour.",
  forgotRateLimited: "Too many reset requests. Please wait and try again later.",
  resetTitle: "Choose a new password",
  resetSubmit: "Reset password",
  resetDone: "Your password was reset and every other session was signed out. Sign in with your new password.",
  linkInvalid: "This link is invalid, was already used or has expired. Ask for a new one.",
  linkRateLimited: "Too many attempts. Please wait 15 minutes and try again.",
  verifyTitle: "Verify your email",
  verifyWorking: "Verifying your email...",
  verified: "Your email address is verified.",
  emailChanged: (email: string) => `Your email address is now ${email}.`,
  emailTaken: "That email address is already used by another account.",
  bannerText: "Please verify your email address: open the link we emailed you, or ask for a new one.",
  bannerResend: "Resend email",
  resendSent: "Verification email sent. Check your inbox.",
  resendRateLimited: "You asked for several emails already. Please wait an hour and try again.",
  alreadyVerified: "Your email address is already verified.",
  changeSent: (email: string) => `We sent a confirmation link to ${email}. Your email changes once you open it.`,
  changeSame: "This is already your email address.",
  changeWrongPassword: "Current password is incorrect",
  changeRateLimited: "Too many email changes. Please wait an hour and try again.",
  changeCancelled: "The email change was cancelled.",
  backToLogin: "Back to sign in",
} as const;
