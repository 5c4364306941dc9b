import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { format } from "date-fns";
import { requirePageUser } from "@/lib/account/page";
import { spaceAccessLog } from "@/lib/notifications/notifications";
import { spaceAccessLogPath, spaceAnalyticsPath } from "@/lib/sharing/analytics-links";
import { uuid } from "@/lib/validations/common";

export const metadata: Metadata = { title: "Access log" };

type Params = Promise<{ id: string }>;

const when = (iso: string | null) => (iso ? format(new Date(iso), "d MMM yyyy, HH:mm") : "—");

/**
 * A space's access log as a page of its own: where the bell's entries lead. Server
 * rendered from lib/notifications; a bad id, a missing space and another company's space are all 404.
 */
export default async function SpaceAccessLogPage({ params }: { params: Params }) {
  const { id } = await params;
  const user = await requirePageUser(spaceAccessLogPath(id));
  const spaceId = uuid.safeParse(id);
  if (!spaceId.success) notFound();
  const log = await spaceAccessLog({ userId: user.id, spaceId: spaceId.data });
  if (!log) notFound();
  const { entries, total } = log.page;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href="/" className="text-muted-foreground underline underline-offset-4">
            Dashboard
          </Link>
          <span className="text-muted-foreground" aria-hidden="true">
            {" · "}
          </span>
          <Link href={spaceAnalyticsPath(spaceId.data)} className="text-muted-foreground underline underline-offset-4">
            Analytics
          </Link>
        </p>
        <h1 className="text-2xl font-semibold tracking-tight break-words">Access log: {log.name}</h1>
        <p className="text-sm text-muted-foreground">
          {total === 1 ? "1 visitor" : `${total.toLocaleString("en-US")} visitors`}, newest visit first
          {entries.length < total ? ` (the latest ${entries.length})` : ""}.
        </p>
      </header>
      {entries.length === 0 ? (
        <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">Nobody has opened this space yet.</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label="Visitors">
          {entries.map((e) => (
            <li key={e.id} className="grid gap-1 p-4 text-sm sm:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))] sm:gap-4">
              <div className="min-w-0">
                <p className="font-medium break-words">{e.email}</p>
                <p className="text-xs text-muted-foreground">
                  {[e.verifiedAt && `Verified ${when(e.verifiedAt)}`, e.agreementAcceptedAt && `Agreement accepted ${when(e.agreementAcceptedAt)}`]
                    .filter(Boolean)
                    .join(" · ") || "Not verified"}
                </p>
              </div>
              <p>
                <span className="text-muted-foreground">First visit: </span>
                {when(e.accessedAt)}
              </p>
              <p>
                <span className="text-muted-foreground">Last visit: </span>
                {when(e.lastViewedAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
