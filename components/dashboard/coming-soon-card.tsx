import { Sparkles } from "lucide-react";

export function ComingSoonCard() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 rounded-xl border border-dashed bg-card/50 p-5 text-center">
      <Sparkles className="size-6 text-muted-foreground" aria-hidden="true" />
      <p className="font-semibold">More Features Coming Soon</p>
      <p className="text-sm text-muted-foreground">Document analysis, an investor-question assistant and readiness forecasts.</p>
    </div>
  );
}
