/**
 * The classes `cn(...)` gives ui/button, ui/badge, ui/input, ui/label and ui/skeleton, merged
 * ahead of time, for the client code in the public pages' first load (nav bar, error screen,
 * landing cards, shared-space email gate): cn() is tailwind-merge, ~8 kB gzip of a 150 kB budget
 * (docs/PERFORMANCE.md). Server components keep using the ui components. Conflicting utilities
 * are resolved as tailwind-merge would (the size's gap and radius win over the base's);
 * static-classes.test.ts checks every combination here against cn() of the real component.
 */

const BUTTON_BASE =
  "inline-flex shrink-0 items-center justify-center whitespace-nowrap text-sm font-medium transition-[color,background-color,box-shadow] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:border-ring disabled:pointer-events-none disabled:opacity-50 aria-invalid:ring-destructive/20 aria-invalid:border-destructive [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

const BUTTON_VARIANTS = {
  default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90",
  outline: "border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground",
  secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80",
} as const;

const BUTTON_SIZES = {
  default: "gap-2 rounded-md h-9 px-4 py-2 has-[>svg]:px-3",
  sm: "h-8 gap-1.5 rounded-md px-3 has-[>svg]:px-2.5",
} as const;

export type StaticButtonVariant = keyof typeof BUTTON_VARIANTS;
export type StaticButtonSize = keyof typeof BUTTON_SIZES;

/** `<Button variant size className>`'s classes; `extra` must not conflict with them (layout only). */
export function buttonClass(variant: StaticButtonVariant = "default", size: StaticButtonSize = "default", extra?: string): string {
  return `${BUTTON_BASE} ${BUTTON_VARIANTS[variant]} ${BUTTON_SIZES[size]}${extra ? ` ${extra}` : ""}`;
}

const BADGE_BASE =
  "inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden whitespace-nowrap rounded-md border px-2 py-0.5 text-xs font-medium transition-[color,box-shadow] focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:border-ring [&>svg]:pointer-events-none [&>svg]:size-3";

const BADGE_VARIANTS = {
  secondary: "border-transparent bg-secondary text-secondary-foreground [a&]:hover:bg-secondary/90",
  outline: "text-foreground [a&]:hover:bg-accent [a&]:hover:text-accent-foreground",
} as const;

/** `<Badge variant>`'s classes. */
export function badgeClass(variant: keyof typeof BADGE_VARIANTS): string {
  return `${BADGE_BASE} ${BADGE_VARIANTS[variant]}`;
}

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
