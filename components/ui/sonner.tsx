"use client";

import type { CSSProperties } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";
import { TOAST_DURATION_MS } from "@/lib/constants";

/**
 * SPEC.md section 9: one toast at a time, shown 5 s, swipe right to dismiss, F8 focuses the
 * notification region. Use `toast.error(...)` for the destructive variant.
 */
function Toaster(props: ToasterProps) {
  return (
    <Sonner
      className="toaster group"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      swipeDirections={["right"]}
      hotkey={["F8"]}
      closeButton
      richColors
      position="top-right"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
        } as CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
export { toast } from "sonner";
