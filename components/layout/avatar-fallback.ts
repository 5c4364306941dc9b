export interface AvatarUser {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/**
 * SPEC.md section 2: the first letter of firstName, else the uppercased first letter of the
 * email, else "U". (firstName's letter is shown as typed.)
 */
export function avatarFallback(user: AvatarUser | null | undefined): string {
  const first = user?.firstName?.trim();
  if (first) return Array.from(first)[0]!;
  const email = user?.email?.trim();
  if (email) return Array.from(email)[0]!.toUpperCase();
  return "U";
}

/** "First Last" when a first name exists, else null (the menu then shows only the email). */
export function displayName(user: AvatarUser | null | undefined): string | null {
  const first = user?.firstName?.trim();
  if (!first) return null;
  const last = user?.lastName?.trim();
  return last ? `${first} ${last}` : first;
}
