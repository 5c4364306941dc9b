import { ACTIONS, can, capabilitiesOf, isRole, roleRank, ROLES, type Action, type Role } from "./roles";

// One row per role: the actions it has. Everything not listed must be refused.
const TABLE: Record<Role, Action[]> = {
  owner: ["read", "write", "share", "manageMembers", "deleteCompany", "transferOwnership"],
  editor: ["read", "write", "share"],
  viewer: ["read"],
};

describe("can(role, action)", () => {
  const cases = ROLES.flatMap((role) => ACTIONS.map((action) => [role, action, TABLE[role].includes(action)] as const));
  it.each(cases)("%s %s -> %s", (role, action, allowed) => {
    expect(can(role, action)).toBe(allowed);
  });

  it.each([null, undefined, "", "admin", "OWNER"])("refuses everything to %p", (role) => {
    for (const action of ACTIONS) expect(can(role, action)).toBe(false);
  });
});

describe("isRole / roleRank", () => {
  it("knows the three roles and orders owner first", () => {
    expect(ROLES.filter(isRole)).toEqual(["owner", "editor", "viewer"]);
    expect(isRole("member")).toBe(false);
    expect([...ROLES].sort((a, b) => roleRank(b) - roleRank(a))).toEqual(["viewer", "editor", "owner"]);
  });
});

describe("capabilitiesOf", () => {
  it.each([
    ["owner", true, true, true],
    ["editor", true, true, false],
    ["viewer", false, false, false],
    [null, false, false, false],
    ["admin", false, false, false],
  ] as const)("%p -> write %p, share %p, members %p", (role, canWrite, canShare, canManageMembers) => {
    expect(capabilitiesOf(role)).toEqual({ role: isRole(role) ? role : null, canWrite, canShare, canManageMembers });
  });
});
