import { Download, ExternalLink } from "lucide-react";
import { isExternal, visitorHref } from "./links";

/** A document's file (through the visitor route) or external link; new tab, no referrer. */
export function FileLink({ url, label }: { url: string | null | undefined; label: string }) {
  const href = visitorHref(url);
  if (!href) return null;
  const external = isExternal(href);
  const Icon = external ? ExternalLink : Download;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex max-w-full items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate">{label}</span>
      {external && <span className="sr-only">(external link, opens in a new tab)</span>}
    </a>
  );
}
