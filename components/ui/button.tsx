import * as React from "react";
import { Slot } from "radix-ui";
import { cn } from "@/lib/utils";
import { buttonVariants, type ButtonVariantProps } from "./variants";

type ButtonProps = React.ComponentProps<"button"> &
  ButtonVariantProps & {
    /** Render the child element (a link, say) with button styles instead of a <button>. */
    asChild?: boolean;
  };

function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      data-slot="button"
      // A plain <button> inside a form submits by default; make that opt-in.
      type={asChild ? type : (type ?? "button")}
      className={cn(buttonVariants({ variant, size, className }))}
      {...props}
    />
  );
}

export { Button, buttonVariants, type ButtonProps };
