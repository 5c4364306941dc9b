import type { ReactNode } from "react";

/** A titled block of the one-page summary; never split across printed pages. */
export function SummarySection({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = `summary-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section
      aria-labelledby={id}
      className="break-inside-avoid space-y-3 rounded-xl border bg-card p-5 shadow-sm print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function EmptyLine({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}
