"use client";

import { useState } from "react";
import { ArrowLeft, FolderInput, FolderPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { MAX_PHASE_TABS } from "@/lib/constants";
import { ACCESS_DURATION_OPTIONS_WITHOUT_CUSTOM, DEFAULT_ACCESS_DURATION } from "@/lib/spaces/rules/expiry";
import { errors, toasts } from "@/lib/messages/toasts";
import { useSharedSpaces, type SharedSpace } from "@/lib/queries/shared-spaces";
import type { ShareableItem, SharingPhase } from "./contract";
import { notifyInvalid } from "./feedback";
import { PhaseTaskPicker } from "./phase-task-picker";
import { ShareForm } from "./share-form";
import { SharePreview } from "./share-preview";

interface MultiSelectDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  companyId: string;
  phases: SharingPhase[];
  onCreated(space: SharedSpace): void;
}

/** 'Share Documents': pick tasks across phase tabs (first 7 phases), then a new or an existing space. */
export function MultiSelectDialog({ open, onOpenChange, ...rest }: MultiSelectDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">{open && <MultiSelectBody onClose={() => onOpenChange(false)} {...rest} />}</DialogContent>
    </Dialog>
  );
}

function MultiSelectBody({ companyId, phases, onCreated, onClose }: Omit<MultiSelectDialogProps, "open" | "onOpenChange"> & { onClose(): void }) {
  const tabs = phases.slice(0, MAX_PHASE_TABS);
  const spaces = (useSharedSpaces().data ?? []).filter((s) => s.isActive);
  const [selected, setSelected] = useState<Map<string, ShareableItem>>(new Map());
  const [step, setStep] = useState<"select" | "new" | "existing">("select");
  const items = [...selected.values()];

  const change = (changed: ShareableItem[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const item of changed) {
        if (on) next.set(item.itemId, item);
        else next.delete(item.itemId);
      }
      return next;
    });

  const next = (mode: "new" | "existing") => {
    if (items.length === 0) {
      notifyInvalid(toasts.noTasksSelected);
      return;
    }
    setStep(mode);
  };

  if (step !== "select") {
    return (
      <ShareForm
        key={step}
        title={step === "new" ? "Create New Space" : "Add to Existing Space"}
        description={`Share ${items.length} selected ${items.length === 1 ? "task" : "tasks"}.`}
        companyId={companyId}
        items={items}
        mode={step}
        messages={{
          created: toasts.sharedSpaceCreated,
          added: toasts.itemsAdded,
          createFailed: errors.createSharedSpace,
          addFailed: errors.addItemsToSharedSpace,
        }}
        durationOptions={ACCESS_DURATION_OPTIONS_WITHOUT_CUSTOM}
        defaultDuration={DEFAULT_ACCESS_DURATION}
        onCancel={onClose}
        extraActions={
          <Button type="button" variant="ghost" onClick={() => setStep("select")} className="sm:mr-auto">
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
        }
        onDone={(outcome) => {
          onClose();
          if (outcome.kind === "created") onCreated(outcome.space);
        }}
      >
        <SharePreview items={items} />
      </ShareForm>
    );
  }

  return (
    <div className="grid min-w-0 gap-4">
      <DialogHeader>
        <DialogTitle>Share Documents</DialogTitle>
        <DialogDescription>Select tasks from any section, then share them in a new or an existing space.</DialogDescription>
      </DialogHeader>
      {tabs.length === 0 ? (
        <p className="text-sm text-muted-foreground">No sections to choose from yet.</p>
      ) : (
        <Tabs defaultValue={tabs[0].id} className="min-w-0">
          {/* On a phone the phase tabs are a two-column grid whose names wrap, every name in view; from sm one row that scrolls. */}
          <div className="-mx-1 overflow-x-auto px-1 pb-1">
            <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:h-9 sm:w-max">
              {tabs.map((phase) => {
                const count = items.filter((i) => i.phaseId === phase.id).length;
                return (
                  <TabsTrigger
                    key={phase.id}
                    value={phase.id}
                    className="h-auto min-h-8 min-w-0 whitespace-normal sm:h-[calc(100%-1px)] sm:max-w-48 sm:whitespace-nowrap"
                  >
                    <span className="min-w-0 sm:truncate">{phase.name}</span>
                    {count > 0 && (
                      <span className="rounded-full bg-primary px-1.5 text-[10px] leading-4 text-primary-foreground" aria-label={`${count} selected`}>
                        {count}
                      </span>
                    )}
                  </TabsTrigger>
                );
              })}
            </TabsList>
          </div>
          {tabs.map((phase) => (
            <TabsContent key={phase.id} value={phase.id}>
              <PhaseTaskPicker phaseId={phase.id} phaseName={phase.name} isSelected={(taskId) => selected.has(taskId)} onChange={change} />
            </TabsContent>
          ))}
        </Tabs>
      )}
      {/* Pinned to the dialog's bottom edge while the list above scrolls (-bottom-6: past the dialog's padding, which sticky
          positioning keeps clear): a phone never has to find it below the fold. */}
      <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 items-center gap-2 border-t bg-background px-6 py-3">
        <p className="text-sm text-muted-foreground sm:mr-auto" aria-live="polite">
          {items.length} {items.length === 1 ? "task" : "tasks"} selected
        </p>
        <Button type="button" variant="outline" onClick={() => next("existing")} disabled={spaces.length === 0 || items.length === 0}>
          <FolderInput aria-hidden="true" />
          Add to Existing Space
        </Button>
        <Button type="button" onClick={() => next("new")}>
          <FolderPlus aria-hidden="true" />
          Create New Space
        </Button>
      </DialogFooter>
    </div>
  );
}
