/**
 * The performance targets, in one place for `npm run bench` and the CI tests in tests/perf/.
 * Query counts are SQL statements sent to the database per request (transaction control not
 * counted; see tests/helpers/query-count.ts). They must not change with the amount of data.
 */
export const QUERY_BUDGETS: Record<string, number> = {
  "GET /api/phases": 3,
  "GET /api/phases/{id}/tasks": 3,
  "GET /api/company/{id}/progress": 3,
  "GET /api/company/{id}/phases/progress/batch": 3,
  // A visit on a cold cache: the space check (with the live version), the visit, the items, and the
  // company's current tasks, progress and trash (visitors see what the founder has now).
  // A repeat visit with nothing changed is the first two only.
  "GET /api/shared/{code}?email=": 6,
  "page /": 6,
  // Its sections' Readiness is held per version of what it is computed from: read with the company
  // (one statement), it costs nothing more after the dashboard, and one statement (readiness.tasks)
  // on the first load after a save.
  // Measured as a request reads (React's cache() shared by the layout, the metadata and the page),
  // which is also what the live benchmark counts. One of them is the company's progress list, in
  // the first HTML so the cards need no render when it arrives; one the sections' figures (the
  // batch statement, with its version), so the sidebar needs none either.
  "page /phase/{id}": 6,
  "page /phase/{id} after a save": 7,
};

/** The batch call's progress figures for any number of phases come from this many statements. */
export const BATCH_PROGRESS_STATEMENTS = 1;

/** First-load JavaScript, gzip, per route: the target, reported PASS/FAIL by the benchmark. */
export const FIRST_LOAD_BUDGET_KB = 150;
export const FIRST_LOAD_BUDGET_ROUTES = ["/", "/shared/[accessCode]"];
/**
 * What CI enforces (tests/perf/bundle-budget.test.ts): the target itself, since the routes fit it
 * (~145 kB, of which React 19 + the Next 16 runtime are ~129 kB before any app code; see
 * docs/PERFORMANCE.md). React Query, sonner, the account menu and tailwind-merge stay out of
 * these routes' first load (components/providers.tsx, components/layout/static-classes.ts).
 */
/** @alias */
export const FIRST_LOAD_CI_LIMIT_KB = FIRST_LOAD_BUDGET_KB;

/** Throughput as a share of the bare handler's, on Postgres. */
export const READ_THROUGHPUT_MIN = 0.4;
export const WRITE_THROUGHPUT_MIN = 0.25;
/** p99 latency at most this multiple of the bare handler's p99. */
export const P99_MAX_RATIO = 2.5;
export const LIGHTHOUSE_MIN = { performance: 90, accessibility: 95 };
/** Throughput change from 1x to 4x seeded data. */
export const GROWTH_MAX = 0.15;
/** Our viewer's first page of the 40-page, 3 MB PDF vs Chromium's own viewer, same file, same server (loaded in ranges). */
export const PDF_VIEWER_MAX_RATIO = 1.5;
/** From asking for page 30 (the page number typed, Enter) to page 30 drawn, on loopback. */
export const PDF_VIEWER_JUMP_MAX_MS = 300;
