import * as React from "react";
import { Slot } from "radix-ui";
import { cn } from "@/lib/utils";
import { buttonVariants, type ButtonVariantProps } from "./variants";

type ButtonProps = React.ComponentProps<"button"> &
  ButtonVariantProps & {
    /** Render the child element (a link, say) with button styles instead of a <button>. */
    asChild?: boolean;
    /**
     * The action it started is under way: disabled, marked busy, and a spinner in place of its icon,
     * so a click on a slow network is answered at once. Drawn in CSS: no icon module for pages
     * whose first load is counted.
     */
    pending?: boolean;
  };

function Button({ className, variant, size, asChild = false, pending = false, type, disabled, children, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  const spinner = pending && !asChild;
  return (
    <Comp
      data-slot="button"
      // A plain <button> inside a form submits by default; make that opt-in.
      type={asChild ? type : (type ?? "button")}
      className={cn(buttonVariants({ variant, size, className }), spinner && "[&>svg]:hidden")}
      disabled={disabled || pending || undefined}
      aria-busy={pending || undefined}
      {...props}
    >
      {spinner ? (
        <>
          <span
            data-slot="spinner"
            aria-hidden="true"
            className="size-4 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none"
          />
          {children}
        </>
      ) : (
        children
      )}
    </Comp>
  );
}

export { Button, buttonVariants, type ButtonProps };
