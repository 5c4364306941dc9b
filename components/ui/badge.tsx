import * as React from "react";
import { Slot } from "radix-ui";
import { cn } from "@/lib/utils";
import { badgeVariants, type BadgeVariantProps } from "./variants";

function Badge({ className, variant, asChild = false, ...props }: React.ComponentProps<"span"> & BadgeVariantProps & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : "span";
  return <Comp data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}

export { Badge, badgeVariants };
