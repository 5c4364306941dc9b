import { errorAnswers } from "@/lib/messages/requests";
import { ApiError } from "@/lib/errors";
import { readJson, withAuth } from "@/lib/api/handler";
import { replaceTeamList } from "@/lib/team/team";
import {
  advisorsBodySchema,
  employeesBodySchema,
  foundersBodySchema,
  investorsBodySchema,
  TEAM_MEMBER_RESPONSES,
  type TeamKind,
  type TeamListResponse,
} from "@/lib/team/schema/team";

// PUT /api/company/{id}/founders | employees | advisors | investors, each with { <kind>: [...] }.
const BODY_SCHEMAS = {
  founders: foundersBodySchema,
  employees: employeesBodySchema,
  advisors: advisorsBodySchema,
  investors: investorsBodySchema,
} as const;

function isTeamKind(kind: string): kind is TeamKind {
  return Object.hasOwn(BODY_SCHEMAS, kind);
}

// The body's schema depends on the path's kind, so the handler reads it, after the wrapper's
// membership check (a member whose role cannot write is refused before the body is read).
export const PUT = withAuth(
  async ({ req, params, company }) => {
    const kind = String(params.kind);
    if (!isTeamKind(kind)) throw new ApiError(404, errorAnswers.notFound);
    // Each body schema requires its own list, so `body[kind]` is always there.
    const body: Partial<Record<TeamKind, ({ id?: string } & Record<string, unknown>)[]>> = await readJson(req, BODY_SCHEMAS[kind]);
    const saved = await replaceTeamList({ company, kind, entries: body[kind] ?? [] });
    // A save, not a hot read: the answer goes through its contract.
    return { data: TEAM_MEMBER_RESPONSES[kind].array().parse(saved) } satisfies TeamListResponse;
  },
  { company: { from: "path", can: "write" } },
);
