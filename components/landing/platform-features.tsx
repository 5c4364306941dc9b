import { ChartColumn, ListChecks, Share2, type LucideIcon } from "lucide-react";

const PLATFORM_FEATURES: { title: string; description: string; points: string[]; icon: LucideIcon }[] = [
  {
    title: "Task Management",
    icon: ListChecks,
    description: "Work through each phase task by task, grouped by category.",
    points: [
      "Priorities, estimated days and notes on every task",
      "Attach a file or a link for each required document",
      "Category completion tracking as documents land",
    ],
  },
  {
    title: "Smart Document Sharing",
    icon: Share2,
    description: "Share chosen tasks, categories or whole phases in a read-only space.",
    points: [
      "Unguessable links that expire on the date you choose",
      "Visitors give their email before they can see anything",
      "Access logs show who opened a space and when",
    ],
  },
  {
    title: "Progress Analytics",
    icon: ChartColumn,
    description: "Know how ready you are before the first investor meeting.",
    points: [
      "Progress percentage for every phase",
      "Not Started, In Progress and Complete at a glance",
      "Overall readiness across all documentation sections",
    ],
  },
];

export function PlatformFeatures() {
  return (
    <section aria-labelledby="platform-title" className="border-t bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="platform-title" className="text-3xl font-bold tracking-tight">
            Platform features
          </h2>
          <p className="mt-3 text-muted-foreground">The tools you use every day while getting your company investor-ready.</p>
        </div>
        <ul className="mt-10 grid gap-4 md:grid-cols-3">
          {PLATFORM_FEATURES.map(({ title, description, points, icon: Icon }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{description}</p>
              <ul className="mt-4 space-y-2 text-sm">
                {points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
