import type { Metadata } from "next";
import { headers } from "next/headers";
import { AccessError } from "@/components/shared-view/access-error";
import { SharedSpaceView } from "@/components/shared-view/shared-space-view";
import { sharedSpaceAvailability } from "@/lib/data/shared-view";
import { clientIp } from "@/lib/sharing/client-ip";

export const dynamic = "force-dynamic";

// The name is not shown before the email gate, so the title stays generic.
export const metadata: Metadata = {
  title: "Shared space",
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
  referrer: "no-referrer",
};

export default async function SharedSpacePage({ params }: { params: Promise<{ accessCode: string }> }) {
  const { accessCode } = await params;
  const availability = await sharedSpaceAvailability({ code: accessCode, ip: clientIp(await headers()) });
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      {availability.ok ? <SharedSpaceView accessCode={accessCode} /> : <AccessError message={availability.message} />}
    </div>
  );
}
