import "server-only";
import type { z } from "zod";
import { toFacts } from "@/lib/checklist/company-facts";
import { safeExternalHref } from "@/lib/progress/links";
import { ApiError } from "@/lib/errors";
import { getDb } from "@/lib/db";
import { investorView, sharedView } from "@/lib/messages/shared-view";
import { isAccessCodeShaped } from "@/lib/spaces/rules/access-code";
import { resolveExpiry } from "@/lib/sharing/resolve-expiry";
import { requireCompany } from "@/lib/company/company";
import { fileUrl } from "@/lib/files/files";
import { memberWhere } from "@/lib/data/membership";
import { resolveItems } from "@/lib/spaces/resolve-items";
import type { spacePreviewSchema } from "@/lib/spaces/schema/shared-space";
import { renderVisitorItems } from "./live";
import type { VisitorPayload } from "./schema";
import { findLiveSpace } from "./space";
import { issueVisitorToken } from "./token";
import { visitorPayload, visitorSpaceHead, type OpenedSpace } from "./visit";

/** Whether `user` is a member of the company that owns the space behind `code` (else the preview is a 404). */
export async function canPreviewSpace(code: string, user: { id: string }): Promise<boolean> {
  if (!isAccessCodeShaped(code)) return false;
  // One read: the space behind the code, only when the user is a member of its company.
  const db = await getDb();
  const row = await db.sharedSpace.findFirst({ where: { accessCode: code, company: memberWhere(user.id) }, select: { id: true } });
  return Boolean(row);
}

/**
 * "Preview as investor": the page a visitor of the space gets, for a member of its company. No
 * visit is logged (no access row, no view count, no analytics: the token carries no visit), the
 * email gate is not asked, and a space visitors cannot open (revoked, expired...) answers as it
 * answers them. Someone else gets the same 404 as an unknown code, and spends none of the
 * failed-code budget of the visitors' route.
 */
export async function previewSharedSpace({
  code,
  user,
  ip,
  now = new Date(),
}: {
  code: string;
  user: { id: string; email: string };
  ip: string | null;
  now?: Date;
}): Promise<OpenedSpace> {
  if (!(await canPreviewSpace(code, user))) throw new ApiError(404, sharedView.notAvailable);
  const space = await findLiveSpace({ code, ip, now });
  return visitorPayload(space, code, issueVisitorToken(space.id, user.email, space.expiresAt, now));
}

/**
 * "Preview as investor" from the create dialog, before the link exists: the page a visitor of a
 * space with this selection and these options would get, built by the visitor view's own code from
 * the company's current data. Nothing is written: no space, no code, no visit. Items are checked as
 * on create (another company's or an unknown id is a 400); the stored files open through the
 * founder's own file route, since the space has no visitor route yet. Only a member who may share
 * gets it (another company is a 404).
 */
export async function previewDraftSpace({
  userId,
  input,
  now = new Date(),
}: {
  userId: string;
  input: z.output<typeof spacePreviewSchema>;
  now?: Date;
}): Promise<VisitorPayload> {
  const company = await requireCompany({ userId, companyId: input.companyId, action: "share" });
  const expiresAt = resolveExpiry(input, now);
  const showChecklistStatus = input.showChecklistStatus ?? false;
  const resolved = await resolveItems(await getDb(), company.id, input.items);
  const rows = resolved.map((item, order) => ({ ...item, id: `draft-${order + 1}`, order }));
  const { items } = await renderVisitorItems(rows, {
    companyId: company.id,
    code: "",
    includeNotes: input.includeNotes ?? false,
    showChecklistStatus,
    facts: toFacts(company),
    fileHref: fileUrl,
  });
  const head = {
    name: input.name || investorView.untitledSpace,
    companyName: company.name,
    companyLogoUrl: safeExternalHref(company.logoUrl ?? "") ?? null,
    showChecklistStatus,
    description: input.description ?? null,
    expiresAt,
    createdAt: now,
    isActive: true,
  };
  return {
    space: visitorSpaceHead(head, items.length),
    items,
    // A draft has no visit, so no token: its files open through the founder's own route.
    visitorToken: "",
    visitorTokenExpiresAt: now.toISOString(),
    allowDownloads: input.allowDownloads,
  };
}
