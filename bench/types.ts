import type { RouteBundle } from "./bundle";
import type { LighthouseScore } from "./lighthouse";
import type { PdfViewerBenchResult } from "./pdf-viewer-report";
import type { Endpoint, LoadResult, QueryProbe } from "./load";
import type { BenchFixture } from "./seed";

export type DbKind = "postgres" | "pglite";

export interface EndpointRun {
  name: string;
  kind: Endpoint["kind"];
  status: number;
  queries: QueryProbe & { stable: boolean };
  load?: LoadResult;
}

export interface ScaleRun {
  db: DbKind;
  scale: number;
  counts: BenchFixture["counts"];
  seedSeconds: number;
  endpoints: EndpointRun[];
  /** The batch call for one phase, to show its count does not depend on the number of phases. */
  batchOnePhase: QueryProbe;
  loadAverage: [number, number];
}

export interface HtmlFirstLoad {
  route: string;
  path: string;
  files: number;
  gzipBytes: number;
}

export interface Machine {
  nproc: number;
  cpu: string;
  memoryGiB: number;
  node: string;
  next: string;
  postgres: string;
  pglite: string;
  os: string;
  loadAtStart: number[];
}

export interface BenchReport {
  startedAt: string;
  finishedAt: string;
  command: string;
  options: { duration: number; warmup: number; connections: number; lighthouseRuns: number; quick: boolean };
  machine: Machine;
  buildSeconds: number | null;
  bundles: RouteBundle[];
  htmlFirstLoad: HtmlFirstLoad[];
  lighthouse: LighthouseScore[];
  runs: ScaleRun[];
  notes: string[];
  /** The document viewer scenario (bench/pdf-viewer.ts); absent in runs before it existed. */
  pdfViewer?: PdfViewerBenchResult;
}
