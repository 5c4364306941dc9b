"use client";

import { Building2, ChevronsUpDown } from "lucide-react";
import { toast } from "sonner";
import { Providers } from "@/components/providers";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { ROLE_LABELS } from "@/lib/team/rules/roles";
import { memberMessages } from "@/lib/messages/company";
import { useMemberships, useSwitchCompany } from "@/lib/queries/members";
import type { CurrentUser } from "@/lib/queries/user";
import { showError } from "@/lib/toast";

/** The navigation bar's company switcher, for a user who belongs to several companies. */
export function CompanyPicker({ user }: { user: CurrentUser }) {
  return (
    <Providers initialUser={user}>
      <Picker />
    </Providers>
  );
}

function Picker() {
  const { data: memberships, isLoading } = useMemberships(true);
  const switchCompany = useSwitchCompany();
  const current = memberships?.find((m) => m.current);

  const onPick = async (companyId: string) => {
    if (companyId === current?.companyId) return;
    try {
      await switchCompany.mutateAsync(companyId);
      toast.success(memberMessages.companySwitched(memberships?.find((m) => m.companyId === companyId)?.name ?? ""));
      // Every cached query and server-rendered page belongs to the old company: start over.
      window.location.reload();
    } catch (error) {
      showError(error, memberMessages.failed);
    }
  };

  return (
    <span className="flex min-w-0 items-center gap-1 text-muted-foreground">
      <span aria-hidden="true">/</span>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="sm"
            className="min-w-0 gap-1 px-2 font-medium text-foreground"
            aria-label={`Current company: ${current?.name ?? "loading"}. Switch company`}
            disabled={isLoading}
          >
            <span className="truncate">{current?.name ?? "Company"}</span>
            <ChevronsUpDown className="size-3.5 shrink-0 opacity-60" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-64">
          <DropdownMenuLabel>Switch company</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuRadioGroup value={current?.companyId} onValueChange={onPick}>
            {(memberships ?? []).map((m) => (
              <DropdownMenuRadioItem key={m.companyId} value={m.companyId} disabled={switchCompany.isPending}>
                <Building2 className="size-4 opacity-60" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate">{m.name}</span>
                <span className="text-xs text-muted-foreground">{ROLE_LABELS[m.role]}</span>
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
    </span>
  );
}
