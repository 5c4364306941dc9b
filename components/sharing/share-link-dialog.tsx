"use client";

import { useId } from "react";
import { format } from "date-fns";
import { Copy, ExternalLink, PartyPopper } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { SharedSpace } from "@/lib/queries/shared-spaces";
import { shareLink } from "./share-payload";
import { SpaceStatusBadge } from "./space-status-badge";
import { useCopyLink } from "./use-copy-link";

interface ShareLinkDialogProps {
  space: Pick<SharedSpace, "name" | "accessCode" | "expiresAt" | "itemCount"> | null;
  /** Right after creating the space: 'Share Link Ready!' instead of 'Share Link'. */
  ready?: boolean;
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function ShareLinkDialog({ space, ready = false, open, onOpenChange }: ShareLinkDialogProps) {
  const id = useId();
  const copy = useCopyLink();
  const link = space ? shareLink(space.accessCode) : "";
  return (
    <Dialog open={open && !!space} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            {ready && <PartyPopper className="size-5 text-primary" aria-hidden="true" />}
            {ready ? "Share Link Ready!" : "Share Link"}
          </DialogTitle>
          <DialogDescription>
            {ready ? "Your shared space is live. " : ""}
            Anyone with this link can view {space?.name ? <strong className="font-medium text-foreground">{space.name}</strong> : "the space"}{" "}
            read-only after entering their email.
          </DialogDescription>
        </DialogHeader>
        {space && (
          <div className="grid gap-3">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-link`}>Link</Label>
              <div className="flex gap-2">
                <Input id={`${id}-link`} value={link} readOnly onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
                <Button type="button" variant="outline" onClick={() => copy(space.accessCode)}>
                  <Copy aria-hidden="true" />
                  Copy
                </Button>
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <SpaceStatusBadge expiresAt={space.expiresAt} />
              <span>Expires {format(new Date(space.expiresAt), "MMM d, yyyy")}</span>
              <span aria-hidden="true">·</span>
              <span>
                {space.itemCount} {space.itemCount === 1 ? "item" : "items"}
              </span>
            </div>
          </div>
        )}
        <DialogFooter>
          {space && (
            <Button asChild variant="outline">
              <a href={`/shared/${space.accessCode}`} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Preview
              </a>
            </Button>
          )}
          <Button type="button" onClick={() => onOpenChange(false)}>
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
