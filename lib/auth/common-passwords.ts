import "server-only";

/**
 * The most common passwords (zxcvbn-ts's maintained list, about 49,000 entries, most common
 * first), loaded on the first sign-up and kept as a Set: never part of a page's JavaScript.
 */
let list: Promise<Set<string>> | undefined;

async function load(): Promise<Set<string>> {
  const { dictionary } = await import("@zxcvbn-ts/language-common");
  return new Set((dictionary["passwords-common"] as string[]).map((word) => word.toLowerCase()));
}

export function commonPasswords(): Promise<Set<string>> {
  list ??= load().catch((error) => {
    list = undefined;
    throw error;
  });
  return list;
}

/** Whether `password` is on the list (case-insensitive, so "Password" counts as "password"). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}
