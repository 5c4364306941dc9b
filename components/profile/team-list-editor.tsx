"use client";

import { useMemo } from "react";
import { LiveForm } from "@/components/ui/live-form";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Save } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { showError } from "@/lib/toast";
import { validation } from "@/lib/messages/forms";
import { profileMessages } from "@/lib/messages/profile";
import { ERROR_TOAST_TITLE } from "@/lib/messages/toasts";
import { useSaveTeamList, type TeamMember } from "@/lib/queries/team";
import { FounderEquityTotal } from "./founder-equity-total";
import type { TeamConfig } from "./team-config";
import { TeamEntryFields } from "./team-entry-fields";
import { blankEntry, teamFormSchema, toEntryValues, type TeamFormValues } from "./team-form-values";
import { MemberCardGrid } from "./team-member-cards";
import { useReportDirty } from "./unsaved-changes";
import { useStashedDraft, type DraftStore } from "./use-draft-stash";

interface TeamListEditorProps {
  config: TeamConfig;
  companyId: string | null;
  members: readonly TeamMember[];
  draftStore?: DraftStore;
}

function initialValues(config: TeamConfig, members: readonly TeamMember[]): TeamFormValues {
  const entries = members.map((m) => toEntryValues(config, m));
  // Founders edit in place (one empty row to start); the card lists always offer an add-new block.
  if (config.layout === "cards" || entries.length === 0) entries.push(blankEntry(config));
  return { entries };
}

function draftHeading(config: TeamConfig, entry: TeamFormValues["entries"][number] | undefined, position: number) {
  if (config.layout === "list") return `${config.singular} ${position + 1}`;
  return entry?.id ? `Editing ${String(entry.name || config.singular.toLowerCase())}` : `New ${config.singular.toLowerCase()}`;
}

/** One editor for all four team lists, driven by TEAM_CONFIG. Saving sends the full list. */
export function TeamListEditor({ config, companyId, members, draftStore }: TeamListEditorProps) {
  const schema = useMemo(() => teamFormSchema(config), [config]);
  const form = useForm<TeamFormValues, unknown, unknown[]>({
    resolver: zodResolver(schema) as never,
    defaultValues: initialValues(config, members),
  });
  useStashedDraft(form, draftStore, config.kind);
  useReportDirty(config.kind, form.formState.isDirty);
  const { fields, append, remove, update } = useFieldArray({ control: form.control, name: "entries", keyName: "key" });
  const entries = useWatch({ control: form.control, name: "entries" }) ?? [];
  const save = useSaveTeamList(companyId, config.kind);

  const submit = form.handleSubmit(async (list) => {
    try {
      const body = await save.mutateAsync(list as Record<string, unknown>[]);
      form.reset(initialValues(config, body.data));
      toast.success(profileMessages.teamSaved(config.plural));
    } catch (error) {
      showError(error, config.saveError);
    }
  });

  const onSave = () => {
    if (!companyId) {
      toast.error(ERROR_TOAST_TITLE, { description: validation.companyMustBeCreatedFirst });
      return;
    }
    void submit();
  };

  const addAnother = () => append(blankEntry(config, config.layout === "cards"));
  const drafts = fields.map((f, index) => ({ key: f.key, index })).filter(({ index }) => config.layout === "list" || entries[index]?._draft);
  const cards = entries.map((entry, index) => ({ entry, index })).filter(({ entry }) => !entry._draft);

  return (
    <Form {...form}>
      <LiveForm noValidate onSubmit={(e) => (e.preventDefault(), onSave())} className="space-y-6">
        {config.layout === "cards" && <h3 className="text-base font-semibold">Add New {config.singular}</h3>}
        <div className="space-y-4">
          {drafts.map(({ key, index }, position) => (
            <TeamEntryFields
              key={key}
              config={config}
              control={form.control}
              index={index}
              heading={draftHeading(config, entries[index], position)}
              onRemove={drafts.length > 1 || config.layout === "list" ? () => remove(index) : undefined}
            />
          ))}
        </div>
        <Button type="button" variant="outline" onClick={addAnother}>
          <Plus aria-hidden="true" />
          {config.addLabel}
        </Button>
        {config.layout === "cards" && (
          <section className="space-y-3" aria-label={`Current ${config.plural.toLowerCase()}`}>
            <h3 className="text-base font-semibold">Current {config.plural}</h3>
            <MemberCardGrid
              config={config}
              entries={cards}
              onEdit={(index) => update(index, { ...entries[index], _draft: true })}
              onRemove={remove}
            />
          </section>
        )}
        {config.kind === "founders" && <FounderEquityTotal values={entries.map((entry) => entry.equityPercentage)} />}
        <div className="flex flex-wrap items-center justify-end gap-3 border-t pt-4">
          {form.formState.isDirty && <span className="text-sm text-muted-foreground">{profileMessages.unsavedChanges}</span>}
          <Button type="submit" disabled={save.isPending}>
            <Save aria-hidden="true" />
            {save.isPending ? "Saving..." : config.saveLabel}
          </Button>
        </div>
      </LiveForm>
    </Form>
  );
}
