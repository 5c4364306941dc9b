"use client";

import { createContext, useContext, type ReactNode } from "react";
import { Eye } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { capabilitiesOf, type Capabilities, type Role } from "@/lib/team/rules/roles";
import { VIEW_ONLY_LABEL, VIEW_ONLY_HINT } from "@/lib/messages/company";

/**
 * The member's role in the current company, handed down by the server page that read it with the
 * session. It only decides which controls are drawn: the server refuses a viewer's write anyway.
 * Without a provider (component tests, screens that never write) everything is offered.
 */
const FULL: Capabilities = capabilitiesOf("owner");
const RoleContext = createContext<Capabilities>(FULL);

export function RoleProvider({ role, children }: { role: Role | null; children: ReactNode }) {
  return <RoleContext.Provider value={capabilitiesOf(role)}>{children}</RoleContext.Provider>;
}

export function useCapabilities(): Capabilities {
  return useContext(RoleContext);
}

/** A small badge (with its reason for screen readers and on hover) when the member cannot write. */
export function ViewOnlyBadge({ className }: { className?: string }) {
  const { canWrite } = useCapabilities();
  if (canWrite) return null;
  return (
    <Badge variant="secondary" className={className} title={VIEW_ONLY_HINT} data-testid="view-only">
      <Eye aria-hidden="true" />
      {VIEW_ONLY_LABEL}
      <span className="sr-only">: {VIEW_ONLY_HINT}</span>
    </Badge>
  );
}
