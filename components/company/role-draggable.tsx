"use client";

import type { ComponentProps } from "react";
import { DraggableShareItem } from "@/components/sharing/drag-share";
import { useCapabilities } from "./role-context";

/** A share drag handle around `children` for members who may share; the bare content otherwise. */
export function RoleDraggableShareItem({ children, ...props }: ComponentProps<typeof DraggableShareItem>) {
  const { canShare } = useCapabilities();
  return canShare ? <DraggableShareItem {...props}>{children}</DraggableShareItem> : <>{children}</>;
}
