"use client";

import Link from "next/link";
import { Building2, LogOut, Settings } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useFirstItemFocus, type FirstPress } from "@/components/ui/stand-in-trigger";
import { LOGOUT_PATH } from "@/lib/constants";
import type { CurrentUser } from "@/lib/queries/user";
import { displayName } from "./avatar-fallback";
import { AccountButton } from "./account-button";

/** The account menu itself (Radix), mounted open by the nav bar's stand-in on its first press. */
export function UserMenuPanel({ user, first }: { user: CurrentUser; first: FirstPress }) {
  const name = displayName(user);
  const focusFirstItem = useFirstItemFocus(first);
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <AccountButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60" onFocus={focusFirstItem}>
        {(name || user.email) && (
          <>
            <DropdownMenuLabel className="flex min-w-0 flex-col gap-0.5 font-normal">
              {name && <span className="truncate text-sm font-medium">{name}</span>}
              {user.email && <span className="truncate text-xs text-muted-foreground">{user.email}</span>}
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem asChild>
          <Link href="/profile">
            <Building2 aria-hidden="true" />
            Company Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/settings">
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {/* A full page load: the server clears the session cookies and redirects home. */}
        <DropdownMenuItem asChild>
          <a href={LOGOUT_PATH}>
            <LogOut aria-hidden="true" />
            Log out
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
