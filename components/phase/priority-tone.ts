export const PRIORITY_LABELS: Record<string, string> = { high: "High", medium: "Medium", low: "Low" };

/** Text colour per priority; the word is always shown too, so colour is never the only signal. */
export const PRIORITY_TONE: Record<string, string> = {
  high: "text-red-700 dark:text-red-300",
  medium: "text-amber-700 dark:text-amber-300",
  low: "text-slate-600 dark:text-slate-300",
};

/** The priority control's width and ground, the same for its stand-in and Radix's trigger. */
export const PRIORITY_TRIGGER_CLASS = "w-[8rem] bg-background";
