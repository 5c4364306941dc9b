import "server-only";
import { ApiError } from "@/lib/errors";
import { getSql } from "@/lib/db";
import { expiringDocuments, hiddenKeysOf, type ExpiringDocument } from "@/lib/domain/document-expiry";
import { uuid } from "@/lib/validations/common";
import { isMemberSql } from "./membership";
import { FACTS_COLUMNS, taskNotApplicable, toFacts, type CompanyFactsRow } from "./applicability";
import { COMPANY_NOT_FOUND } from "./company";
import { asDocuments } from "./progress-save";

/** A progress row that holds at least one expiry date, in SQL (jsonpath: false for a non-object). */
export const HAS_EXPIRY_SQL = `jsonb_path_exists(cp.documents, '$.* ? (@.expiresOn != null)')`;

/**
 * The company's expired and expiring documents for the dashboard card (issue 18), most urgent
 * first. One statement whatever the number of documents: it says whether the company is the
 * user's (none: 404) and reads only the progress rows that hold an expiry date, with their task's
 * title and what the applicability needs (lines that do not apply to the company are never flagged).
 */
export async function listExpiringDocuments({
  userId,
  companyId,
  today = new Date(),
}: {
  userId: string;
  companyId: string;
  today?: Date;
}): Promise<ExpiringDocument[]> {
  if (!uuid.safeParse(companyId).success) throw new ApiError(404, COMPANY_NOT_FOUND);
  const sql = await getSql();
  const rows = await sql.rows<
    CompanyFactsRow & {
      taskId: string | null;
      phaseId: string;
      title: string;
      slug: string | null;
      description: string | null;
      documentSlugs: unknown;
      documents: unknown;
    }
  >(
    `SELECT t.id::text AS "taskId", t.phase_id::text AS "phaseId", t.title, t.slug, t.description, t.document_slugs AS "documentSlugs",
            cp.documents, ${FACTS_COLUMNS}
     FROM companies c
     LEFT JOIN company_progress cp ON cp.company_id = c.id AND ${HAS_EXPIRY_SQL}
     LEFT JOIN tasks t ON t.id = cp.task_id
     WHERE c.id = $1::uuid AND ${isMemberSql("c", "$2")}`,
    [companyId, userId],
  );
  if (rows.length === 0) throw new ApiError(404, COMPANY_NOT_FOUND);
  const facts = toFacts(rows[0]);
  return expiringDocuments(
    rows.flatMap((row) =>
      row.taskId
        ? [
            {
              taskId: row.taskId,
              phaseId: row.phaseId,
              taskTitle: row.title,
              documents: asDocuments(row.documents),
              hiddenKeys: hiddenKeysOf(row.taskId, taskNotApplicable(row, facts)),
            },
          ]
        : [],
    ),
    today,
  );
}
