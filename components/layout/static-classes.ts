/**
 * The classes `cn(...)` gives ui/input, ui/label and ui/skeleton, merged ahead of time, for the
 * client code in the public pages' first load (nav bar, shared-space email gate): cn() is
 * tailwind-merge, ~8 kB gzip of a 150 kB budget (docs/PERFORMANCE.md). Buttons and badges need no
 * copy: their variants are class names (components/ui/variants.ts). Server components keep using
 * the ui components; static-classes.test.ts checks every combination here against cn() of the
 * real component.
 */

/** `<Input>`'s classes; `extra` must not conflict with them (`pl-9` refines `px-3`, as in cn). */
export function inputClass(extra?: string): string {
  return `flex h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none selection:bg-primary selection:text-primary-foreground file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground placeholder:text-muted-foreground disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20${extra ? ` ${extra}` : ""}`;
}

/** `<Label>`'s classes. */
export const LABEL_CLASS =
  "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50";

/** `<Skeleton className>`'s classes: `rounded` is the radius (ui/skeleton's default is rounded-md). */
export function skeletonClass(className: string, rounded = "rounded-md"): string {
  return `animate-pulse bg-muted motion-reduce:animate-none ${rounded} ${className}`;
}
