"use client";

import { useState } from "react";
import { useOnDemand } from "@/components/ui/on-demand";
import { menuStandIn, type FirstPress } from "@/components/ui/stand-in-trigger";
import type { CurrentUser } from "@/lib/queries/user";
import { AccountButton } from "./account-button";

const loadPanel = () => import("./user-menu-panel").then((m) => m.UserMenuPanel);

/**
 * The avatar button of the nav bar. Until it is first pressed it is a plain button that reads as
 * the menu's closed trigger: the menu's code (Radix's menu, popper and focus layers) loads as the
 * pointer or the focus reaches it, and the press mounts the menu already open. Every signed-in page
 * draws this button; few visits open the menu, and its code was the largest part of the nav bar's.
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const [first, setFirst] = useState<FirstPress | null>(null);
  const [Panel, load] = useOnDemand(loadPanel);
  if (Panel && first) return <Panel user={user} first={first} />;
  const press = (how: FirstPress) => {
    setFirst(how);
    load();
  };
  return <AccountButton user={user} {...menuStandIn(press, load)} />;
}
