import "server-only";
import { ApiError } from "@/lib/errors";
import { getSql, sqlStatement } from "@/lib/db";
import { EMPTY_FACTS, type CompanyFacts } from "@/lib/checklist/applicability";
import { descriptionSummary, parseDocumentKey, parseDocumentLines } from "@/lib/progress/rules";
import { excerpt, matchesWords, prefixTsQuery, searchWords } from "@/lib/search/rules";
import type { SearchQuery, SearchResult } from "@/lib/search/schema";
import { notApplicableTaskSlugs, taskNotApplicable } from "@/lib/checklist/task-lines";
import { companyFactsForUser } from "@/lib/data/applicability";
import { COMPANY_NOT_FOUND } from "@/lib/messages/company";

/** One row of the search statement: a task hit, a progress (notes/documents) hit or a file hit. */
export interface SearchRow {
  source: "task" | "progress" | "file";
  task_id: string;
  phase_id: string;
  phase_name: string;
  task_title: string;
  /** The task's description, the progress row's notes, or the file's name. */
  text: string | null;
  /** Progress rows: the row's documents map; file rows: [document key, document name] of the line holding the file. */
  documents: unknown;
  /** The task's checklist slug and its lines' slugs: which lines apply to the company. */
  slug: string | null;
  document_slugs: unknown;
  /** Task rows: the title matched; progress rows: the notes matched. */
  part_match: boolean;
  rank: number;
}

/** $1 the tsquery, $2 the company, $3 the limit per source, $4 the slugs of tasks that do not apply. */
const searchStatement = sqlStatement<SearchRow, [tsquery: string, companyId: string, limit: number, excluded: string[]]>(
  "search.run",
  {
    source: true,
    task_id: true,
    phase_id: true,
    phase_name: true,
    task_title: true,
    text: true,
    documents: true,
    slug: true,
    document_slugs: true,
    part_match: true,
    rank: true,
  },
  `WITH task_hits AS (
      SELECT 'task'::text AS source, t.id::text AS task_id, t.phase_id::text AS phase_id, p.name AS phase_name,
             t.title AS task_title, t.description AS text, NULL::jsonb AS documents, t.slug AS slug, t.document_slugs AS document_slugs,
             to_tsvector('simple'::regconfig, t.title) @@ to_tsquery('simple'::regconfig, $1) AS part_match,
             ts_rank(t.search_vector, to_tsquery('simple'::regconfig, $1))::float8 AS rank, p."order" AS phase_order, t."order" AS task_order
      FROM tasks t JOIN phases p ON p.id = t.phase_id
      WHERE t.search_vector @@ to_tsquery('simple'::regconfig, $1) AND t.slug <> ALL($4::text[])
      ORDER BY rank DESC LIMIT $3
    ),
    progress_hits AS (
      SELECT 'progress'::text, cp.task_id::text, t.phase_id::text, p.name, t.title, cp.notes, cp.documents, t.slug, t.document_slugs,
             to_tsvector('simple'::regconfig, coalesce(cp.notes, '')) @@ to_tsquery('simple'::regconfig, $1),
             ts_rank(cp.search_vector, to_tsquery('simple'::regconfig, $1))::float8 AS rank, p."order", t."order"
      FROM company_progress cp JOIN tasks t ON t.id = cp.task_id JOIN phases p ON p.id = t.phase_id
      WHERE cp.company_id = $2::uuid AND cp.search_vector @@ to_tsquery('simple'::regconfig, $1) AND t.slug <> ALL($4::text[])
      ORDER BY rank DESC LIMIT $3
    ),
    matched_files AS (
      SELECT sf.id, sf.file_name, ts_rank(sf.search_vector, to_tsquery('simple'::regconfig, $1))::float8 AS rank
      FROM stored_files sf
      WHERE sf.company_id = $2::uuid AND sf.search_vector @@ to_tsquery('simple'::regconfig, $1)
    ),
    file_hits AS (
      SELECT 'file'::text, links.task_id::text, t.phase_id::text, p.name, t.title, sf.file_name,
             jsonb_build_array(links.doc_key, links.doc_name), t.slug, t.document_slugs, true,
             sf.rank, p."order", t."order"
      FROM matched_files sf
        -- The company's documents that hold an uploaded file, expanded once (not once per file),
        -- and not at all when no file name matched (the EXISTS is a one-time filter: without it the
        -- prepared statement's generic plan expanded every document for nothing, 1.9 vs 0.56 ms).
        JOIN (
          SELECT cp.task_id, d.key AS doc_key, d.value->>'name' AS doc_name, d.value->>'fileUrl' AS file_url
          FROM company_progress cp,
            jsonb_each(CASE WHEN jsonb_typeof(cp.documents) = 'object' THEN cp.documents ELSE '{}'::jsonb END) d
          WHERE cp.company_id = $2::uuid AND EXISTS (SELECT 1 FROM matched_files)
        ) links ON links.file_url = '/api/files/' || sf.id::text
        JOIN tasks t ON t.id = links.task_id JOIN phases p ON p.id = t.phase_id
      WHERE t.slug <> ALL($4::text[])
      ORDER BY rank DESC LIMIT $3 * 3
    )
    SELECT source, task_id, phase_id, phase_name, task_title, text, documents, slug, document_slugs, part_match, rank
    FROM (SELECT * FROM task_hits UNION ALL SELECT * FROM progress_hits UNION ALL SELECT * FROM file_hits) hits
    ORDER BY rank DESC, phase_order ASC, task_order ASC`,
);

/**
 * The one search statement (PostgreSQL full-text search over the generated `search_vector`
 * columns and their GIN indexes, migration 20261124130000). The checklist is the same for every
 * company; notes, document names and files are the company's own, scoped by `companyId`.
 * Each source contributes at most `limit` rows (files 3x: several files can sit on one task),
 * enough for `limit` results after deduplication, and only the columns the labels need.
 * A typed statement (lib/db/typed-sql.ts) rather than a Prisma raw query: bench/search.ts measured
 * Prisma's raw-result handling as most of the request's cost (about 20 req/s against 150+).
 */
async function runSearch(companyId: string, tsquery: string, limit: number, excluded: string[]): Promise<SearchRow[]> {
  const sql = await getSql();
  return searchStatement.run(sql, [tsquery, companyId, limit, excluded]);
}

/** The names of a progress row's documents on lines that apply to the company. */
function documentNames(documents: unknown, hidden: ReadonlySet<number>): string[] {
  if (!documents || typeof documents !== "object" || Array.isArray(documents)) return [];
  return Object.entries(documents as Record<string, { name?: unknown }>)
    .filter(([key]) => !hidden.has(parseDocumentKey(key)?.index ?? -1))
    .map(([, doc]) => doc?.name)
    .filter((name): name is string => typeof name === "string" && name.length > 0);
}

/** A file row's [document key, document name]: the line that holds the file. */
function fileLine(documents: unknown): { index: number; name: string | null } {
  const [key, name] = Array.isArray(documents) ? documents : [];
  return { index: parseDocumentKey(typeof key === "string" ? key : null)?.index ?? -1, name: typeof name === "string" && name ? name : null };
}

/**
 * What each row says, as results: which part matched decides the kind and the label. Lines in
 * `hidden` do not apply to the company (another country's law, a later round, a fact it denied):
 * a task shows them nowhere, so search neither names them nor finds a task by their words.
 */
function rowResults(row: SearchRow, words: string[], hidden: ReadonlySet<number>): SearchResult[] {
  const base = { taskId: row.task_id, phaseId: row.phase_id, phaseName: row.phase_name, taskTitle: row.task_title };
  const results: SearchResult[] = [];
  if (row.source === "file") {
    const line = fileLine(row.documents);
    if (hidden.has(line.index)) return [];
    return [{ ...base, kind: "file", label: row.text ?? "", ...(line.name ? { documentName: line.name } : {}) }];
  }
  if (row.source === "task") {
    if (row.part_match) results.push({ ...base, kind: "task", label: row.task_title });
    const lines = parseDocumentLines(row.text).filter((l) => !hidden.has(l.index));
    const line = lines.find((l) => matchesWords(l.name, words));
    if (line) results.push({ ...base, kind: "document", label: line.name });
    if (!results.length) {
      // The words are spread over the title and the description, or only in the description.
      const summary = descriptionSummary(row.text) || row.text || "";
      const visible = [row.task_title, summary, ...lines.map((l) => l.name)].join(" ");
      if (hidden.size && !matchesWords(visible, words)) return [];
      results.push({ ...base, kind: "task", label: row.task_title, snippet: excerpt(summary, words) });
    }
    return results;
  }
  const notes = row.text ?? "";
  const name = documentNames(row.documents, hidden).find((n) => matchesWords(n, words));
  if (name) results.push({ ...base, kind: "document", label: name });
  // Notes that matched, or words spread over the notes and the document names.
  if (notes && (row.part_match || !name)) results.push({ ...base, kind: "note", label: excerpt(notes, words) });
  return results;
}

/** Best first, one result per task and kind (the best-ranked one), at most `limit`; `facts` decide which lines apply. */
export function toResults(rows: SearchRow[], words: string[], limit: number, facts: CompanyFacts = EMPTY_FACTS): SearchResult[] {
  const seen = new Set<string>();
  const results: SearchResult[] = [];
  for (const row of rows) {
    const task = { slug: row.slug, description: row.source === "task" ? row.text : null, documentSlugs: row.document_slugs };
    for (const result of rowResults(row, words, new Set(taskNotApplicable(task, facts)))) {
      const key = `${result.taskId}:${result.kind}`;
      if (seen.has(key)) continue;
      seen.add(key);
      results.push(result);
      if (results.length === limit) return results;
    }
  }
  return results;
}

/** GET /api/search: the signed-in user's company, or the same 404 as every company route. */
export async function searchCompany({
  user,
  query,
}: {
  user: { id: string; companyId: string | null };
  query: SearchQuery;
}): Promise<SearchResult[]> {
  // The company and its facts in one statement: tasks none of whose lines apply are not found.
  const company = await companyFactsForUser(user);
  if (!company) throw new ApiError(404, COMPANY_NOT_FOUND);
  const companyId = company.id;
  const words = searchWords(query.q);
  const tsquery = prefixTsQuery(words);
  if (!tsquery) return [];
  return toResults(await runSearch(companyId, tsquery, query.limit, [...notApplicableTaskSlugs(company.facts)]), words, query.limit, company.facts);
}
