"use client";

import { useState } from "react";
import { Plus, Share2, X } from "lucide-react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { ShareMenuTrigger, type ShareMenuProps } from "./share-menu-trigger";

/** A card's share menu once used (components/sharing/draggable-share-item.tsx): mounted open. */
export function ShareMenuOpen({ label, selected, shareLabel, onShare, onToggle }: ShareMenuProps) {
  const [open, setOpen] = useState(true);
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <ShareMenuTrigger label={label} selected={selected} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onShare}>
          <Share2 aria-hidden="true" />
          {shareLabel}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onToggle}>
          {selected ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {selected ? "Remove from selection" : "Add to selection"}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
