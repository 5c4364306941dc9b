import { sharedView } from "@/lib/messages/shared-view";

/**
 * The email gate's first line: who shares which space. A server component handed to the gate as
 * rendered markup, so the public page's first load gains the text and no JavaScript.
 */
export function GateIntro({ companyName, spaceName }: { companyName: string; spaceName: string }) {
  return <p className="text-sm font-medium break-words text-foreground">{sharedView.sharedWithYou(companyName, spaceName)}</p>;
}
