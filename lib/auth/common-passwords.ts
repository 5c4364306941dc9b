import "server-only";

/**
 * The most common passwords (zxcvbn-ts's maintained list, about 49,000 entries, most common
 * first), loaded when the server starts (or on the first sign-up) and kept as a Set: never part of a
 * page's JavaScript.
 */
// On globalThis, so the start-up hook's warm-up (instrumentation.ts) serves the route handlers' copy.
const globals = globalThis as typeof globalThis & { __commonPasswords?: Promise<Set<string>> };

async function load(): Promise<Set<string>> {
  const { dictionary } = await import("@zxcvbn-ts/language-common");
  return new Set((dictionary["passwords-common"] as string[]).map((word) => word.toLowerCase()));
}

export function commonPasswords(): Promise<Set<string>> {
  globals.__commonPasswords ??= load().catch((error) => {
    globals.__commonPasswords = undefined;
    throw error;
  });
  return globals.__commonPasswords;
}

/** Whether `password` is on the list (case-insensitive, so "Password" counts as "password"). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}
