"use client";

import { useId, type ReactNode } from "react";
import { toast } from "sonner";
import { ResendVerificationButton } from "@/components/auth/resend-verification-button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useNotificationPreferences, useUpdateNotificationPreferences } from "@/lib/queries/notifications";
import { notificationMailMessages } from "@/lib/messages/notifications";
import { showError } from "@/lib/toast";
import { type NotificationPreferences, type NotificationPreferencesUpdate } from "@/lib/notifications/schema";
import { notificationMessages } from "@/lib/messages/notifications";

/** Settings > Notifications: each switch saves on its own, with a toast. */
export function NotificationSettings({ initial }: { initial: NotificationPreferences }) {
  const { data } = useNotificationPreferences(initial);
  const save = useUpdateNotificationPreferences();
  const pending = save.isPending ? save.variables : undefined;

  const change = async (input: NotificationPreferencesUpdate, message: string) => {
    try {
      await save.mutateAsync(input);
      toast.success(message);
    } catch (error) {
      showError(error, "Could not save your notification settings");
    }
  };

  return (
    <div className="space-y-6">
      {!data.emailVerified && <HeldBackNotice />}
      <SwitchRow
        label="Daily digest"
        description="One email a day with new and returning visitors of your shared spaces. Sent only when something happened."
        checked={data.dailyDigest}
        disabled={pending?.dailyDigest !== undefined}
        onChange={(on) => change({ dailyDigest: on }, on ? notificationMessages.digestOn : notificationMessages.digestOff)}
      />
      {data.taskReminders.length > 0 && (
        <fieldset className="space-y-4">
          <legend className="mb-3 text-sm font-medium">Task reminders</legend>
          <p className="-mt-1 text-sm text-muted-foreground">A daily email when tasks assigned to you are overdue or due soon, per company.</p>
          {data.taskReminders.map((r) => (
            <SwitchRow
              key={r.companyId}
              label={r.companyName}
              checked={r.enabled}
              disabled={pending?.taskReminders?.companyId === r.companyId}
              onChange={(on) =>
                change(
                  { taskReminders: { companyId: r.companyId, enabled: on } },
                  on ? notificationMessages.remindersOn(r.companyName) : notificationMessages.remindersOff(r.companyName),
                )
              }
            />
          ))}
        </fieldset>
      )}
    </div>
  );
}

/** Why no notification mail arrives yet, with the banner's own "Resend email". */
function HeldBackNotice() {
  const titleId = useId();
  return (
    <div role="note" aria-labelledby={titleId} className="space-y-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      <p id={titleId} className="font-medium">
        {notificationMailMessages.heldBackTitle}
      </p>
      <p>{notificationMailMessages.heldBack}</p>
      <ResendVerificationButton />
    </div>
  );
}

function SwitchRow({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  description?: ReactNode;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0 space-y-1">
        <Label htmlFor={id} className="break-words">
          {label}
        </Label>
        {description && (
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-describedby={description ? `${id}-description` : undefined}
      />
    </div>
  );
}
