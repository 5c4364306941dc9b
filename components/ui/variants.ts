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
