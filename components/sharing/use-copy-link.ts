"use client";

import { useCallback } from "react";
import { toast } from "sonner";
import { toasts } from "@/lib/messages/toasts";
import { shareLink } from "./share-payload";

/** Copies `{origin}/shared/{code}`; 'Link Copied' or 'Copy Failed' (SPEC.md section 8 wording). */
export function useCopyLink() {
  return useCallback(async (code: string) => {
    try {
      await navigator.clipboard.writeText(shareLink(code));
      toast.success(toasts.linkCopied.title);
      return true;
    } catch {
      toast.error(toasts.copyFailed.title, { description: toasts.copyFailed.description });
      return false;
    }
  }, []);
}
