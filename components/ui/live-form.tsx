"use client";

import type * as React from "react";
import { useHydrated } from "@/components/layout/use-hydrated";

/**
 * A form that can be used once its script runs. The server's HTML draws its controls inside a
 * disabled fieldset: before hydration, what is typed into a controlled field is reset by React, and
 * a press submits the form natively, a GET of the page carrying every named field in its address
 * (a password included). A field cannot be focused and a button cannot be pressed until the
 * handlers exist; in the browser (a dialog, a client-side navigation) it is enabled from the first
 * render.
 *
 * The layout class goes on the fieldset, which holds the controls, so `space-y-*` and grid classes
 * apply to them as they would on the form. The preflight already takes the fieldset's margin,
 * padding and border; its browser minimum width (min-content) goes too, so it narrows as a div
 * would. No `cn()`: tailwind-merge would join the investor's page's first load for one class.
 */
export function LiveForm({ className, children, ...props }: React.ComponentProps<"form">) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset disabled={!hydrated} className={className ? `min-w-0 ${className}` : "min-w-0"}>
        {children}
      </fieldset>
    </form>
  );
}
