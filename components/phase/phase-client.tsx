"use client";

import { useCallback, useMemo, useState } from "react";
import { Share2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useSearchParams } from "next/navigation";
import { ShareDndProvider } from "@/components/sharing/drag-share";
import { useCapabilities } from "@/components/company/role-context";
import { Button } from "@/components/ui/button";
import { expiringDocuments, hiddenKeysOf } from "@/lib/progress/document-expiry";
import { progressPercentage } from "@/lib/progress/status";
import { readinessItems, readinessSummary, type ScoreFigure } from "@/lib/company/rules/readiness-score";
import { usePhaseTasks, type Phase, type Task } from "@/lib/queries/phases";
import { useCompanyProgress, type BatchProgressEntry, type ProgressRecord } from "@/lib/queries/progress";
import { TodayProvider, useToday } from "@/components/layout/today";
import { BulkToolbar } from "./bulk-toolbar";
import { NotApplicableToYou, splitApplicable } from "./na-tasks";
import { groupTasksByCategory } from "@/lib/checklist/task-groups";
import { PhaseHeader } from "./phase-header";
import { PhaseOverdueCount } from "./overdue-count";
import { PhaseInfoCard, PhaseQuickActionsCard } from "./phase-side-cards";
import { PhaseSidebar } from "./phase-sidebar";
import { PhaseIconSprite } from "./phase-sprite";
import { PhaseTaskList } from "./phase-task-list";
import { taskShareItem } from "./share-items";
import { usePhaseProgress } from "./use-phase-progress";
import { MountWhenOpened } from "@/components/ui/mount-when-opened";
import { warmOn } from "@/components/ui/stand-in-trigger";

// Opened from the Share Documents button: its form, Radix's dialog and select load as the pointer or
// the focus reaches the button, or with the first opening (MountWhenOpened below), not with every
// phase page.
const loadShareDialog = () => import("@/components/sharing/share-selected-tasks-dialog");
const ShareSelectedTasksDialog = dynamic(() => loadShareDialog().then((m) => m.ShareSelectedTasksDialog), { ssr: false });

interface PhaseClientProps {
  companyId: string;
  phase: Phase;
  phases: Phase[];
  initialTasks: Task[];
  /** This phase's progress records as the server read them: the first HTML draws the cards with them. */
  initialProgress: ProgressRecord[];
  /** Every section's completed/total as the server read them (the sidebar's figures). */
  initialFigures?: BatchProgressEntry[];
  /** The server's day for that HTML (components/layout/today.tsx). */
  today: string;
  /** Each phase's Readiness, computed on the server as the dashboard's is (lib/company/readiness.ts). */
  readiness: Record<string, ScoreFigure>;
}

/**
 * The page inside its drag-to-share context. The provider is drawn here, apart from the page's
 * figures below: the figures render again on every save, and the drag context rendering with them
 * gave every drag handle on the page (one per document row, task and section) a new context value,
 * so each save rendered all of them again.
 */
export function PhaseClient(props: PhaseClientProps) {
  return (
    <TodayProvider day={props.today}>
      <ShareDndProvider companyId={props.companyId}>
        <PhasePage {...props} />
      </ShareDndProvider>
    </TodayProvider>
  );
}

function PhasePage({ companyId, phase, phases, initialTasks, initialProgress, initialFigures, readiness }: PhaseClientProps) {
  const allTasks = usePhaseTasks(phase.id, { initialData: initialTasks }).data ?? initialTasks;
  // Lines and tasks that do not apply to the company's facts: listed apart, not counted.
  const { tasks, notApplicable } = useMemo(() => splitApplicable(allTasks), [allTasks]);
  const records = useCompanyProgress(companyId, { staleTime: 0, initialData: initialProgress }).data;
  const today = useToday();
  const phaseIds = useMemo(() => phases.map((p) => p.id), [phases]);
  const sections = usePhaseProgress(companyId, phaseIds, initialFigures);

  // Search results link to /phase/{phaseId}?task={taskId}.
  const focusTaskId = useSearchParams().get("task");
  const [bulkMode, setBulkMode] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [shareOpen, setShareOpen] = useState(false);
  const { canShare } = useCapabilities();

  const byTask = useMemo(() => new Map((records ?? []).map((r) => [r.taskId, r])), [records]);
  // This page's own figures move with every save (the batch figures follow on refetch); until
  // the records arrive, the batch figure stands in.
  const own = records ? { completed: tasks.filter((t) => byTask.get(t.id)?.completed).length, total: tasks.length } : undefined;
  const completed = (own ?? sections.map[phase.id])?.completed ?? 0;
  const percentage = progressPercentage(completed, tasks.length);
  const map = own ? { ...sections.map, [phase.id]: own } : sections.map;
  // This phase's Readiness moves with every save once the records are in (the same formula over
  // the same lines); until then, and for every other phase, the server's figure stands.
  const live = useMemo(
    () => (records ? readinessSummary(readinessItems(allTasks, records, today), [phase.id]).phases[phase.id] : undefined),
    [allTasks, records, phase.id, today],
  );
  const score = live ?? readiness[phase.id];
  const scores = useMemo(() => (live ? { ...readiness, [phase.id]: live } : readiness), [readiness, live, phase.id]);
  const expiring = useMemo(
    () =>
      expiringDocuments(
        tasks.map((t) => ({
          taskId: t.id,
          phaseId: phase.id,
          documents: byTask.get(t.id)?.documents,
          hiddenKeys: hiddenKeysOf(t.id, t.notApplicable),
        })),
        today,
      ),
    [tasks, byTask, phase.id, today],
  );
  // Regrouped only when a priority changes: a document save changes the records but not the
  // groups, and the same groups let the task list (memoised) skip the page's render.
  const priorities = tasks.map((task) => byTask.get(task.id)?.priority ?? task.priority).join(",");
  const groups = useMemo(
    () => groupTasksByCategory(tasks, (task) => byTask.get(task.id)?.priority ?? task.priority),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- byTask is read for the priorities only, which `priorities` spells out
    [tasks, priorities],
  );

  const selectedTasks = tasks.filter((t) => selected.has(t.id));
  const shareItems = (selectedTasks.length ? selectedTasks : tasks).map(taskShareItem);

  const toggleBulk = () => {
    setBulkMode((value) => !value);
    setSelected(new Set());
  };
  // Stable, so the memoised task cards (phase-task-list.tsx) do not all render again with the page.
  const setOne = useCallback(
    (taskId: string, value: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (value) next.add(taskId);
        else next.delete(taskId);
        return next;
      }),
    [],
  );

  return (
    <>
      <PhaseIconSprite />
      <div className="mx-auto w-full max-w-7xl px-4 py-6 pb-12 sm:px-6 lg:px-8">
        <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <div className="space-y-6 lg:order-2">
            <PhaseHeader
              phase={phase}
              completed={completed}
              total={tasks.length}
              percentage={percentage}
              overdue={
                <PhaseOverdueCount companyId={companyId} taskIds={tasks.map((t) => t.id)} isCompleted={(id) => Boolean(byTask.get(id)?.completed)} />
              }
              score={score}
              expiring={expiring}
            />
            {canShare && (
              // Docked beside the bulk toolbar: a floating button hid row buttons and the notes box.
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <BulkToolbar
                    bulkMode={bulkMode}
                    onToggle={toggleBulk}
                    selectedCount={selectedTasks.length}
                    totalCount={tasks.length}
                    onSelectAll={() => setSelected(new Set(tasks.map((t) => t.id)))}
                    onClear={() => setSelected(new Set())}
                    onShare={() => setShareOpen(true)}
                  />
                </div>
                {tasks.length > 0 && (
                  <Button type="button" onClick={() => setShareOpen(true)} {...warmOn(loadShareDialog)} className="self-end sm:self-auto">
                    <Share2 aria-hidden="true" />
                    Share Documents
                  </Button>
                )}
              </div>
            )}
            <PhaseTaskList
              companyId={companyId}
              phaseId={phase.id}
              groups={groups}
              bulkMode={bulkMode}
              selected={selected}
              onSelectedChange={setOne}
              focusTaskId={focusTaskId}
            />
            <NotApplicableToYou entries={notApplicable} />
          </div>
          <aside className="space-y-6 lg:order-1" aria-label="Phase navigation">
            <PhaseSidebar phases={phases} currentId={phase.id} map={map} scores={scores} />
            <PhaseInfoCard taskCount={tasks.length} completed={completed} percentage={percentage} score={score} />
            <PhaseQuickActionsCard />
          </aside>
        </div>
      </div>
      <MountWhenOpened open={shareOpen}>
        <ShareSelectedTasksDialog
          open={shareOpen}
          onOpenChange={setShareOpen}
          companyId={companyId}
          items={shareItems}
          onShared={() => {
            setSelected(new Set());
            setBulkMode(false);
          }}
        />
      </MountWhenOpened>
    </>
  );
}
