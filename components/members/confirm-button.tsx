"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";

/** A button that asks first (removing a member, leaving, handing over the company, revoking a space). */
export function ConfirmButton({
  label,
  ariaLabel,
  title,
  description,
  confirm,
  onConfirm,
  disabled,
  variant = "outline",
  size = "sm",
  icon,
  className,
}: {
  label: string;
  ariaLabel?: string;
  title: string;
  description: string;
  confirm: string;
  onConfirm: () => void;
  disabled?: boolean;
  variant?: "outline" | "destructive" | "default";
  size?: "sm" | "default";
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant={variant} size={size} disabled={disabled} aria-label={ariaLabel} className={className}>
          {icon}
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{confirm}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
