import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { AccessError } from "@/components/shared-view/access-error";
import { GateIntro } from "@/components/shared-view/gate-intro";
import { InvestorPreviewEntry } from "@/components/shared-view/investor-preview-entry";
import { SharedSpaceView } from "@/components/shared-view/shared-space-view";
import { StateNotice } from "@/components/shared-view/state-notice";
import { getPageUser } from "@/lib/account/page";
import { sharedSpaceAvailability } from "@/lib/visitor/space";
import { answerPageWith } from "@/lib/page-status";
import { canPreviewSpace } from "@/lib/visitor/preview";
import { PREVIEW_PARAM } from "@/lib/sharing/preview-link";
import { clientIp } from "@/lib/auth/client-ip";
import { parseVisitorState, visitorStateNotice } from "@/lib/visitor/states";

export const dynamic = "force-dynamic";

// The tab's title stays generic: a link pasted into a chat unfurls with no company or space name.
// The gate names both (GateIntro) when any email gets past it; an allow-list or a code keeps them hidden.
export const metadata: Metadata = {
  title: "Shared space",
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
  referrer: "no-referrer",
};

interface Props {
  params: Promise<{ accessCode: string }>;
  /** `?state=` from a visitor link that could not be opened (lib/visitor/redirect.ts). */
  searchParams: Promise<{ state?: string | string[]; [PREVIEW_PARAM]?: string | string[] }>;
}

export default async function SharedSpacePage({ params, searchParams }: Props) {
  const { accessCode } = await params;
  const query = await searchParams;
  if (query[PREVIEW_PARAM] === "1") {
    // "Preview as investor" is a member's: for anyone else the same 404 as a page that does not exist.
    const user = await getPageUser();
    if (!user || !(await canPreviewSpace(accessCode, user))) notFound();
    return (
      <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <InvestorPreviewEntry accessCode={accessCode} />
      </div>
    );
  }
  const state = parseVisitorState(query.state);
  const availability = await sharedSpaceAvailability({ code: accessCode, ip: clientIp(await headers()) });
  // The same human page, with the status the API gives the same code: link checkers, crawlers and
  // monitoring read 404 (no such space) or 410 (revoked, deactivated, expired) as gone, not alive.
  if (!availability.ok) answerPageWith(availability.status);
  // A space that is no longer live says why itself (expired, deactivated...); a live one says why the visitor is back.
  const notice = availability.ok && (state === "removed" || state === "email") ? visitorStateNotice[state] : null;
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      {notice && <StateNotice message={notice} />}
      {availability.ok ? (
        <SharedSpaceView
          accessCode={accessCode}
          intro={availability.sharer && <GateIntro companyName={availability.sharer.companyName} spaceName={availability.sharer.name} />}
        />
      ) : (
        <AccessError message={availability.message} />
      )}
    </div>
  );
}
