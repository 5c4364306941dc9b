import { FileText } from "lucide-react";
import { formatDuration, type DocumentStat } from "@/lib/spaces/rules/space-analytics";
import { spaceAnalyticsMessages } from "@/lib/messages/analytics";
import { TimeBar } from "./time-bar";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Most-read documents first; each opens (a native disclosure, keyboard included) onto its time per page. */
export function DocumentStats({ documents }: { documents: DocumentStat[] }) {
  const maxMs = Math.max(0, ...documents.map((d) => d.totalMs));
  return (
    <section aria-labelledby="analytics-documents" className="space-y-3">
      <h2 id="analytics-documents" className="text-lg font-semibold">
        Most-read documents
      </h2>
      {documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">{spaceAnalyticsMessages.noDocuments}</p>
      ) : (
        <ul className="space-y-2">
          {documents.map((doc) => {
            const pageMax = Math.max(0, ...doc.pages.map((p) => p.ms));
            return (
              <li key={doc.fileId} className="rounded-lg border bg-card">
                <details className="group">
                  <summary className="cursor-pointer list-none space-y-2 rounded-lg p-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                      {/* At least 12rem before the counts share its line: on a phone the counts wrap
                          below, so the name is not squeezed into a few letters per line. */}
                      <span className="min-w-0 flex-1 basis-48 font-medium wrap-anywhere">{doc.fileName}</span>
                      <span className="text-sm text-muted-foreground">
                        {plural(doc.visitors, "visitor", "visitors")} · {plural(doc.opens, "open", "opens")} ·{" "}
                        {plural(doc.downloads, "download", "downloads")}
                      </span>
                    </div>
                    <div className="h-2 rounded-sm bg-muted" role="img" aria-label={`${formatDuration(doc.totalMs)} of reading`}>
                      <div
                        className="h-full rounded-sm bg-primary"
                        style={{ width: `${maxMs > 0 ? Math.max(1, Math.round((doc.totalMs / maxMs) * 100)) : 0}%` }}
                      />
                    </div>
                    <p className="text-xs text-muted-foreground">
                      {formatDuration(doc.totalMs)} reading{doc.pages.length > 0 && <span className="group-open:hidden"> · show time per page</span>}
                    </p>
                  </summary>
                  {doc.pages.length > 0 && (
                    <div className="space-y-1 border-t p-3" data-testid="page-times">
                      <h3 className="sr-only">Time per page of {doc.fileName}</h3>
                      {doc.pages.map((p) => (
                        <TimeBar key={p.page} page={p.page} label={`Page ${p.page}`} ms={p.ms} maxMs={pageMax} />
                      ))}
                    </div>
                  )}
                </details>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
