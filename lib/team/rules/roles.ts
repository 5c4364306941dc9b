/**
 * Company roles: who may do what in a company. Every handler asks `can` through
 * lib/data/membership.ts; nobody compares role names inline.
 */
export const ROLES = ["owner", "editor", "viewer"] as const;
export type Role = (typeof ROLES)[number];

/** Roles an owner can hand out by invitation or role change (ownership moves only by transfer). */
export const ASSIGNABLE_ROLES = ["editor", "viewer"] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const ACTIONS = ["read", "write", "share", "manageMembers", "deleteCompany", "transferOwnership"] as const;
export type Action = (typeof ACTIONS)[number];

const GRANTS: Record<Role, readonly Action[]> = {
  owner: ACTIONS,
  editor: ["read", "write", "share"],
  viewer: ["read"],
};

/**
 * A company the acting user was found a member of, with a role that may do what the route
 * declared. Only `scopeCompany` (lib/data/membership.ts, called by the route wrapper) makes one:
 * the brand cannot be written elsewhere without a cast, so a module function that takes a scope
 * needs no membership check of its own.
 */
declare const scoped: unique symbol;
export type CompanyScope = { readonly id: string; readonly role: Role } & { readonly [scoped]: true };

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** Whether `role` may do `action`; an unknown or missing role may do nothing. */
export function can(role: Role | string | null | undefined, action: Action): boolean {
  return isRole(role) && GRANTS[role].includes(action);
}

export const ROLE_LABELS: Record<Role, string> = { owner: "Owner", editor: "Editor", viewer: "Viewer" };

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: "Everything, including members, ownership and deletion",
  editor: "Works in the checklist, files, profile and sharing",
  viewer: "Reads the workspace; cannot change, upload or share",
};

/** Members are listed owner first, then editors, then viewers. */
export function roleRank(role: Role): number {
  return ROLES.indexOf(role);
}

/** The roles that may do `action` (for scoping a query: `role = ANY(...)`). */
export function rolesThatCan(action: Action): Role[] {
  return ROLES.filter((role) => can(role, action));
}

/** What the workspace screens offer a role: one place, so no page compares role names. */
export interface Capabilities {
  role: Role | null;
  canWrite: boolean;
  canShare: boolean;
  canManageMembers: boolean;
}

export function capabilitiesOf(role: Role | string | null | undefined): Capabilities {
  return {
    role: isRole(role) ? role : null,
    canWrite: can(role, "write"),
    canShare: can(role, "share"),
    canManageMembers: can(role, "manageMembers"),
  };
}
