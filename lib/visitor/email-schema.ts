/**
 * The shared-space visitor's email rule without zod, for the public page's email gate: zod adds
 * ~30 kB gzip to a page whose first load has a 150 kB budget (docs/PERFORMANCE.md), so this file
 * sits beside ./schema.ts instead of inside it. Same rule as visitorEmailSchema there (trim,
 * lower-case, zod 4's email pattern, at most 254 characters); email-schema.test.ts keeps the two
 * in step. The server still parses with zod.
 */
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
const EMAIL_MAX = 254;

/** The normalised email, or null when visitorEmailSchema would refuse it. */
export function parseVisitorEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return EMAIL_PATTERN.test(email) && email.length <= EMAIL_MAX ? email : null;
}
