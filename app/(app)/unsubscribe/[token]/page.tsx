import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { unsubscribeTaskReminders } from "@/lib/notifications/reminders";
import { NOTIFICATION_SETTINGS_PATH } from "@/lib/notifications/rules";

export const metadata: Metadata = { title: "Task reminders", referrer: "no-referrer" };
export const dynamic = "force-dynamic";

type Params = Promise<{ token: string }>;

/**
 * The task reminder's unsubscribe link: opening it turns the reminders off for that
 * membership, signed in or not (the signed token is the proof). Doing it again changes nothing.
 */
export default async function UnsubscribePage({ params }: { params: Params }) {
  const { token } = await params;
  const result = await unsubscribeTaskReminders(decodeURIComponent(token));
  return result ? (
    <AuthCard title="You are unsubscribed" description="Task reminders are off.">
      <p className="text-sm" role="status">
        You will no longer get the daily task reminder for <strong className="break-words">{result.companyName}</strong>. Your tasks stay assigned to
        you; see them under My tasks on the dashboard.
      </p>
      <p className="mt-4 text-sm">
        Changed your mind? Turn them back on under Notifications in{" "}
        <Link href={NOTIFICATION_SETTINGS_PATH} className="font-medium underline underline-offset-4">
          Settings
        </Link>
        .
      </p>
      <p className="mt-4 text-sm">
        <Link href="/" className="font-medium underline underline-offset-4">
          Go to the dashboard
        </Link>
      </p>
    </AuthCard>
  ) : (
    <AuthCard title="This link does not work" description="Task reminders are unchanged.">
      <p className="text-sm" role="alert">
        The unsubscribe link is not valid, or you are no longer a member of that company. Copy the whole link from the email and try again.
      </p>
    </AuthCard>
  );
}
