"use client";

import { useState } from "react";
import { useSearchParams } from "next/navigation";
import { Building2, Briefcase, Handshake, Landmark, LogOut, Users } from "lucide-react";
import { useCapabilities, ViewOnlyBadge } from "@/components/company/role-context";
import { ErrorPanel } from "@/components/layout/error-panel";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { LOGOUT_PATH } from "@/lib/constants";
import { profileMessages } from "@/lib/messages/profile";
import { useCompany } from "@/lib/queries/company";
import { useTeam } from "@/lib/queries/team";
import { TEAM_KINDS, type TeamKind } from "@/lib/team/schema/team";
import { CompanyForm } from "./company-form";
import { TEAM_CONFIG } from "./team-config";
import { TeamListEditor } from "./team-list-editor";
import { UnsavedChangesProvider, useUnsavedChangesGuard } from "./unsaved-changes";
import { useDraftStore, type DraftStore } from "./use-draft-stash";

const TAB_ICONS = { founders: Users, employees: Briefcase, advisors: Handshake, investors: Landmark } as const;

const DEFAULT_TAB = "company";
const TABS = [DEFAULT_TAB, ...TEAM_KINDS] as const;
type ProfileTab = (typeof TABS)[number];
export const TAB_PARAM = "tab";

function parseTab(value: string | null): ProfileTab {
  return TABS.find((t) => t === value) ?? DEFAULT_TAB;
}

/**
 * The selected tab lives in the URL (`/profile?tab=investors`): a reload or a shared link opens
 * it. Switching replaces the history entry (no Back step per tab); Next keeps useSearchParams in
 * step with history.replaceState. A later change of the URL's tab (a link) selects it too.
 */
function useTabInUrl() {
  const urlTab = parseTab(useSearchParams().get(TAB_PARAM));
  const [tab, setTab] = useState<ProfileTab>(urlTab);
  const [lastUrlTab, setLastUrlTab] = useState(urlTab);
  if (urlTab !== lastUrlTab) {
    setLastUrlTab(urlTab);
    setTab(urlTab);
  }
  const select = (value: string) => {
    const next = parseTab(value);
    setTab(next);
    const url = new URL(window.location.href);
    if (next === DEFAULT_TAB) url.searchParams.delete(TAB_PARAM);
    else url.searchParams.set(TAB_PARAM, next);
    window.history.replaceState(null, "", url);
  };
  return [tab, select] as const;
}

function Loading() {
  return (
    <p role="status" className="py-16 text-center text-muted-foreground">
      {profileMessages.loading}
    </p>
  );
}

export function ProfileClient() {
  const companyQuery = useCompany();
  const company = companyQuery.company;
  const team = useTeam(company?.id);
  // Tabs unmount when hidden; unsaved typing is put aside here instead of lost.
  const drafts = useDraftStore();
  const [tab, selectTab] = useTabInUrl();
  const unsaved = useUnsavedChangesGuard(profileMessages.leaveWithUnsavedChanges);
  const { canWrite } = useCapabilities();

  if (companyQuery.isError) {
    return <ErrorPanel className="my-16" message={companyQuery.error.message} onRetry={() => window.location.reload()} />;
  }
  // `isPending` also covers the moment before the user query lets the company query run.
  if (companyQuery.isPending) return <Loading />;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Company Profile</h1>
            <ViewOnlyBadge />
          </div>
          <p className="text-muted-foreground">Manage your company information and team members</p>
        </div>
        <Button asChild variant="ghost" size="sm" className="text-muted-foreground">
          <a href={LOGOUT_PATH}>
            <LogOut aria-hidden="true" />
            Log out
          </a>
        </Button>
      </div>
      <UnsavedChangesProvider value={unsaved.report}>
        <Tabs value={tab} onValueChange={selectTab} className="gap-6">
          <TabsList className="h-auto w-full flex-wrap justify-start sm:w-fit">
            <TabsTrigger value="company" className="flex-none">
              <Building2 aria-hidden="true" />
              Company
            </TabsTrigger>
            {TEAM_KINDS.map((kind) => {
              const Icon = TAB_ICONS[kind];
              return (
                <TabsTrigger key={kind} value={kind} className="flex-none">
                  <Icon aria-hidden="true" />
                  {TEAM_CONFIG[kind].plural}
                </TabsTrigger>
              );
            })}
          </TabsList>
          <TabsContent value="company" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
            {/* A viewer reads the forms; a disabled fieldset turns off every field and button in them. */}
            <fieldset disabled={!canWrite} className="min-w-0">
              <CompanyForm company={company} drafts={drafts} />
            </fieldset>
          </TabsContent>
          {TEAM_KINDS.map((kind) => (
            <TabsContent key={kind} value={kind}>
              <fieldset disabled={!canWrite} className="min-w-0">
                <TeamTab kind={kind} companyId={company?.id ?? null} team={team} drafts={drafts} />
              </fieldset>
            </TabsContent>
          ))}
        </Tabs>
      </UnsavedChangesProvider>
    </div>
  );
}

interface TeamTabProps {
  kind: TeamKind;
  companyId: string | null;
  team: ReturnType<typeof useTeam>;
  drafts: DraftStore;
}

function TeamTab({ kind, companyId, team, drafts }: TeamTabProps) {
  if (companyId && team.isPending) return <Loading />;
  if (companyId && team.isError) return <ErrorPanel message={team.error.message} onRetry={() => team.refetch()} />;
  return <TeamListEditor config={TEAM_CONFIG[kind]} companyId={companyId} members={team.data?.[kind] ?? []} draftStore={drafts} />;
}
