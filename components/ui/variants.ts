import { cva, type VariantProps } from "class-variance-authority";

/**
 * ui/button's and ui/badge's variants, as class names whose looks live in app/globals.css
 * (`@layer components`, `.btn*` and `.badge*`): one place for each look, and a few bytes per
 * button in every page's HTML and RSC payload instead of a few hundred. A className passed by a
 * caller is a utility, and utilities win over components, as tailwind-merge made them win before.
 * No cn() here, so client code in the public pages' first load uses these without tailwind-merge.
 * variants.test.ts checks that globals.css defines every class named here.
 */
export const BUTTON_VARIANTS = {
  variant: {
    default: "btn-default",
    destructive: "btn-destructive",
    outline: "btn-outline",
    secondary: "btn-secondary",
    ghost: "btn-ghost",
    link: "btn-link",
  },
  size: {
    default: "btn-md",
    sm: "btn-sm",
    lg: "btn-lg",
    icon: "btn-icon",
    "icon-sm": "btn-icon-sm",
  },
} as const;

export const buttonVariants = cva("btn", { variants: BUTTON_VARIANTS, defaultVariants: { variant: "default", size: "default" } });
export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export const BADGE_VARIANTS = {
  variant: {
    default: "badge-default",
    secondary: "badge-secondary",
    destructive: "badge-destructive",
    success: "badge-success",
    warning: "badge-warning",
    outline: "badge-outline",
  },
} as const;

export const badgeVariants = cva("badge", { variants: BADGE_VARIANTS, defaultVariants: { variant: "default" } });
export type BadgeVariantProps = VariantProps<typeof badgeVariants>;

/** The trigger's own classes; a stand-in drawn without Radix (components/phase/priority-select.tsx), here so that one loads no Radix uses them too. */
export const SELECT_TRIGGER_CLASS = [
  "flex w-full items-center justify-between gap-2 rounded-md border border-input bg-transparent px-3 py-2 text-sm whitespace-nowrap shadow-xs transition-[color,box-shadow] outline-none data-[size=default]:h-9 data-[size=sm]:h-8 data-[placeholder]:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50",
  "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20",
  "*:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:flex *:data-[slot=select-value]:items-center *:data-[slot=select-value]:gap-2 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
].join(" ");
