import { ApiError } from "@/lib/errors";
import { readJson, withAuth } from "@/lib/api/handler";
import { replaceTeamList } from "@/lib/data/team";
import { parseId } from "@/lib/validations/common";
import { advisorsBodySchema, employeesBodySchema, foundersBodySchema, investorsBodySchema, type TeamKind } from "@/lib/validations/team";

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

export const PUT = withAuth<{ id: string; kind: string }>(async ({ req, params, user }) => {
  const companyId = parseId(params.id, "Company not found");
  const kind = params.kind;
  if (!isTeamKind(kind)) throw new ApiError(404, "Not found");
  const body = await readJson(req, BODY_SCHEMAS[kind]);
  const entries = (body as unknown as Record<TeamKind, { id?: string }[]>)[kind];
  return { data: await replaceTeamList({ userId: user.id, companyId, kind, entries }) };
});
