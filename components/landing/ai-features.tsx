import { Bot, FileSearch, Search, ShieldAlert, TrendingUp, Workflow, type LucideIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** Roadmap items: none of these exists in the product yet, and the page says so. */
const AI_FEATURES: { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: "Document Analysis",
    icon: FileSearch,
    description: "Read uploaded documents and flag missing signatures, dates or filings.",
  },
  { title: "AI Assistant", icon: Bot, description: "Answer questions about your checklist and what investors expect." },
  {
    title: "Automated Workflows",
    icon: Workflow,
    description: "Remind owners of open tasks and move work along without manual follow-up.",
  },
  {
    title: "Predictive Analytics",
    icon: TrendingUp,
    description: "Estimate when each phase will be complete from your pace so far.",
  },
  { title: "Smart Search", icon: Search, description: "Find any document or note across every phase in one place." },
  {
    title: "Risk Detection",
    icon: ShieldAlert,
    description: "Spot gaps that commonly stall a round, such as unfiled returns or expired licences.",
  },
];

export function AiFeatures() {
  return (
    <section aria-labelledby="ai-title" className="border-t">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <Badge variant="secondary" className="mb-3">
            On our roadmap
          </Badge>
          <h2 id="ai-title" className="text-3xl font-bold tracking-tight">
            AI features
          </h2>
          <p className="mt-3 text-muted-foreground">What we are building next. These are not available yet; each card is marked Coming soon.</p>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {AI_FEATURES.map(({ title, description, icon: Icon }) => (
            <li key={title} className="flex flex-col rounded-xl border border-dashed bg-card p-6">
              <div className="flex items-start justify-between gap-3">
                <span className="flex size-10 items-center justify-center rounded-lg bg-muted text-muted-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <Badge variant="outline">Coming soon</Badge>
              </div>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
