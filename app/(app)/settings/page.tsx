import type { Metadata } from "next";
import { cookies } from "next/headers";
import { AccountDangerZone } from "@/components/settings/danger-zone";
import { AvatarForm } from "@/components/settings/avatar-form";
import { EmailForm } from "@/components/settings/email-form";
import { ExportCard } from "@/components/settings/export-card";
import { NameForm } from "@/components/settings/name-form";
import { PasswordForm } from "@/components/settings/password-form";
import { SessionsList } from "@/components/settings/sessions-list";
import { SettingsSection } from "@/components/settings/settings-section";
import { TwoFactorCard } from "@/components/settings/two-factor-card";
import { avatarFallback } from "@/components/layout/avatar-fallback";
import { requirePageUser } from "@/lib/account/page";
import { readSessionId } from "@/lib/auth/session-token";
import { getAccount, listSessions } from "@/lib/account/account";
import { TeamAccessSection } from "./team-access-section";
import { NotificationSettings } from "@/components/settings/notification-settings";
import { getNotificationPreferences } from "@/lib/notifications/notifications";

export const metadata: Metadata = { title: "Settings" };

async function currentSessionId(): Promise<string | null> {
  const store = await cookies();
  return readSessionId({ cookies: Object.fromEntries(store.getAll().map((c) => [c.name, c.value])), headers: {} } as never);
}

export default async function SettingsPage() {
  const user = await requirePageUser("/settings");
  const [account, sessions, notifications] = await Promise.all([
    getAccount({ userId: user.id }),
    currentSessionId().then((currentSid) => listSessions({ userId: user.id, currentSid })),
    getNotificationPreferences({ userId: user.id }),
  ]);
  return (
    <main className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="text-sm text-muted-foreground">Your name, picture, sign-in, notifications and data.</p>
      </header>
      <SettingsSection title="Profile" description="How you appear in RaiseReady.">
        <div className="space-y-6">
          <AvatarForm imageUrl={account.profileImageUrl} initial={avatarFallback(account)} />
          <NameForm firstName={account.firstName ?? ""} lastName={account.lastName ?? ""} />
        </div>
      </SettingsSection>
      <TeamAccessSection user={user} />
      <SettingsSection title="Email" description={`You sign in as ${account.email}.`}>
        <EmailForm currentEmail={account.email} hasPassword={account.hasPassword} />
      </SettingsSection>
      <SettingsSection title="Password" description="Changing it signs out every other session.">
        <PasswordForm hasPassword={account.hasPassword} />
      </SettingsSection>
      <SettingsSection title="Two-factor sign-in" description="A code from an authenticator app after your password.">
        <TwoFactorCard enabled={account.twoFactorEnabled} recoveryCodesLeft={account.recoveryCodesLeft} hasPassword={account.hasPassword} />
      </SettingsSection>
      <SettingsSection title="Notifications" description="Emails about your shared spaces and your tasks.">
        <NotificationSettings initial={notifications} />
      </SettingsSection>
      <SettingsSection title="Active sessions" description="Browsers signed in to your account.">
        <SessionsList initial={sessions} />
      </SettingsSection>
      <SettingsSection title="Your data" description="Everything you stored here, in one zip file.">
        <ExportCard />
      </SettingsSection>
      <AccountDangerZone email={account.email} />
    </main>
  );
}
