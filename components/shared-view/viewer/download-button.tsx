"use client";

import { Download, Loader2 } from "lucide-react";
import { useState, type MouseEvent } from "react";
import { Button } from "@/components/ui/button";
import { sharedView } from "@/lib/messages/shared-view";
import { refusalMessage } from "./controls";
import { downloadUrl } from "./links";

function save(href: string) {
  const link = document.createElement("a");
  link.href = href;
  link.download = "";
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The viewer's Download. A download that fails is a navigation the server answers with the space's
 * page, which the browser would save as the file; so the button first asks the file route (HEAD:
 * no bytes, nothing counted) and downloads only what it would serve, else says why. S3 downloads
 * still go through the route's redirect to a presigned URL.
 */
export function DownloadButton({ url, onRefused }: { url: string; onRefused(message: string): void }) {
  const [checking, setChecking] = useState(false);
  const href = downloadUrl(url);
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (checking) return;
    setChecking(true);
    try {
      const res = await fetch(href, { method: "HEAD", credentials: "same-origin", cache: "no-store" });
      if (res.ok) save(href);
      else onRefused(refusalMessage(res.status, sharedView.downloadFailed));
    } catch {
      onRefused(sharedView.downloadFailed);
    } finally {
      setChecking(false);
    }
  };
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} download onClick={onClick} aria-busy={checking}>
        {checking ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
        Download
      </a>
    </Button>
  );
}
