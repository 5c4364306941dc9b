"use client";

import { useId } from "react";
import { ShieldCheck } from "lucide-react";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { SECURE_SPACE_DEFAULTS } from "@/lib/spaces/rules/space-settings";
import type { AccessControlsInput, SharedSpace } from "@/lib/queries/shared-spaces";
import { OptionCheckbox } from "./option-checkbox";

/** AGREEMENT_TEXT_MAX of lib/spaces/schema/shared-space.ts (not imported: zod stays out of this chunk). */
const AGREEMENT_MAX = 10_000;

/** The "Access controls" section's values as the form holds them (lists as typed text). */
export interface AccessControlsValue {
  requireVerification: boolean;
  allowText: string;
  denyText: string;
  agreementText: string;
  notifyNewVisitors: boolean;
}

/** A new space's: verified emails only, and an email to the founder for each new visitor. */
export const DEFAULT_ACCESS_CONTROLS: AccessControlsValue = {
  requireVerification: SECURE_SPACE_DEFAULTS.requireVerification,
  allowText: "",
  denyText: "",
  agreementText: "",
  notifyNewVisitors: SECURE_SPACE_DEFAULTS.notifyNewVisitors,
};

export function accessControlsOf(space: SharedSpace): AccessControlsValue {
  return {
    requireVerification: space.requireVerification ?? false,
    allowText: (space.allowList ?? []).join("\n"),
    denyText: (space.denyList ?? []).join("\n"),
    agreementText: space.agreementText ?? "",
    notifyNewVisitors: space.notifyNewVisitors ?? true,
  };
}

/** One entry per line or comma; blanks dropped. The server checks each entry's shape. */
const entries = (text: string) =>
  text
    .split(/[\n,]/)
    .map((e) => e.trim())
    .filter(Boolean);

export function accessControlsInput(value: AccessControlsValue): AccessControlsInput {
  return {
    requireVerification: value.requireVerification,
    allowList: entries(value.allowText),
    denyList: entries(value.denyText),
    agreementText: value.agreementText.trim() ? value.agreementText : null,
    notifyNewVisitors: value.notifyNewVisitors,
  };
}

/** Who may open the space and on what terms, set per space by the founder. */
export function AccessControls({ value, onChange }: { value: AccessControlsValue; onChange(value: AccessControlsValue): void }) {
  const id = useId();
  const set = (patch: Partial<AccessControlsValue>) => onChange({ ...value, ...patch });
  const tooLong = value.agreementText.length > AGREEMENT_MAX;
  return (
    <fieldset className="grid gap-4 rounded-lg border p-3">
      <legend className="flex items-center gap-1.5 px-1 text-sm font-medium">
        <ShieldCheck className="size-4" aria-hidden="true" />
        Access controls
      </legend>
      <OptionCheckbox
        label="Require email verification"
        help="Visitors get a 6-digit code by email (valid 10 minutes) and must enter it to open the space."
        checked={value.requireVerification}
        onChange={(requireVerification) => set({ requireVerification })}
      />
      <OptionCheckbox
        label="Email me when someone new opens this space"
        help="One email per new visitor address."
        checked={value.notifyNewVisitors}
        onChange={(notifyNewVisitors) => set({ notifyNewVisitors })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-allow`}>Allow only (optional)</Label>
          <Textarea
            id={`${id}-allow`}
            rows={2}
            value={value.allowText}
            placeholder={"fund.com\nalice@angel.io"}
            onChange={(e) => set({ allowText: e.target.value })}
            aria-describedby={`${id}-lists-help`}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-deny`}>Block (optional)</Label>
          <Textarea
            id={`${id}-deny`}
            rows={2}
            value={value.denyText}
            placeholder="competitor.com"
            onChange={(e) => set({ denyText: e.target.value })}
            aria-describedby={`${id}-lists-help`}
          />
        </div>
        <p id={`${id}-lists-help`} className="text-xs text-muted-foreground sm:col-span-2">
          Emails or domains, one per line. With an allow list, only matching emails can open the space; blocked ones never can.
        </p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-nda`}>Agreement visitors must accept (optional)</Label>
        <Textarea
          id={`${id}-nda`}
          rows={3}
          value={value.agreementText}
          placeholder="e.g. the terms of your NDA"
          onChange={(e) => set({ agreementText: e.target.value })}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${id}-nda-help`}
        />
        <p
          id={`${id}-nda-help`}
          className={tooLong ? "text-xs text-destructive" : "text-xs text-muted-foreground"}
          role={tooLong ? "alert" : undefined}
        >
          {value.agreementText.length.toLocaleString("en-US")} / {AGREEMENT_MAX.toLocaleString("en-US")} characters. Visitors tick &quot;I agree&quot;
          before seeing anything; you see who accepted in the access log.
        </p>
      </div>
    </fieldset>
  );
}
