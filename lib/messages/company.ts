/**
 * User-facing messages of SPEC.md sections 5 and 8, one file per concern (lib/messages/*.ts); import
 * from the file, e.g. "@/lib/messages/toasts", so a page ships only the groups it reads. Do not
 * retype these strings in components.
 */

/** Every company route answers the same 404 for a company that is not the caller's (or does not exist). */
export const COMPANY_NOT_FOUND = "Company not found";
export const COMPANY_EXISTS = "Company already exists";

/** Messages of members, roles and invitations. */
export const memberMessages = {
  roleForbidden: "Your role does not allow this",
  memberNotFound: "Member not found",
  invitationNotFound: "This invitation link is not valid",
  invitationExpired: "This invitation has expired. Ask the company owner to send a new one.",
  invitationRevoked: "This invitation was withdrawn by the company owner",
  invitationUsed: "This invitation has already been used",
  wrongEmail: "This invitation was sent to a different email address",
  alreadyMember: (email: string) => `${email} is already a member of this company`,
  ownerRoleFixed: "The owner's role changes only by transferring ownership",
  ownerCannotLeave: "The owner cannot leave the company; transfer ownership first",
  cannotRemoveOwner: "The owner cannot be removed",
  transferToSelf: "You already own this company",
  transferTargetOwns: "This member already owns another company, so they cannot receive this one",
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  invitationResent: (email: string) => `A new invitation was sent to ${email}; the old link no longer works`,
  invitationWithdrawn: "Invitation revoked",
  roleChanged: "Role updated",
  memberRemoved: "Member removed",
  ownershipTransferred: "Ownership transferred",
  leftCompany: "You left the company",
  joined: (company: string) => `You joined ${company}`,
  companySwitched: (company: string) => `Now working in ${company}`,
  failed: "Something went wrong. Please try again.",
} as const;

export const COMPANY_NAME_REQUIRED = "Company name required";
export const NOT_A_MEMBER = "The assignee must be a member of this company";
export const INVITATION_NOT_FOUND = "Invitation not found";
/** The badge and its hint for a member whose role only reads. */
export const VIEW_ONLY_LABEL = "View only";
export const VIEW_ONLY_HINT = "Your role lets you read this workspace. Ask the owner for editor access to change, upload or share.";

/** The formula in words, shown to the founder beside the score ("How is this calculated?"), and what each term means. */
export const READINESS_FORMULA = "Score = 100 × Σ (weight × held ÷ required) ÷ Σ weight, summed over every task with at least one required document.";
export const READINESS_FORMULA_TERMS = [
  "Weight: the task's priority (high 3, medium 2, low 1); your own priority when you changed it.",
  "Required: the task's documents that apply to your company and are not marked Optional or Not applicable.",
  "Held: required documents with a file or link attached that have not expired. An expired document counts as missing.",
] as const;

/** The risk flags card with nothing to flag. */
export const NO_FLAGS = "No risks found by the rule-based checks";
