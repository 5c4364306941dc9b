"use client";

import type { ReactNode } from "react";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";

// Signed-out visitors never need the account menu nor the bell (React Query), nor the company
// name: each is its own chunk, asked only when a signed-in user's bar draws it, so the public
// pages' first load stays within budget (docs/PERFORMANCE.md). The menu and the bell are
// server-rendered buttons whose popups load when reached (./user-menu.tsx).
export const UserMenu = dynamic(() => import("./user-menu").then((m) => m.UserMenu));

export const NavCompanyName = dynamic(() => import("./nav-company-name").then((m) => m.NavCompanyName), { ssr: false });

/** The bell with its unread count (fetched after hydration); its popover loads when reached. */
export const NotificationBell = dynamic(() => import("@/components/notifications/notification-bell").then((m) => m.NotificationBell));

/**
 * Search: server-rendered (the button is in the first HTML, so nothing shifts), but its code is
 * its own chunk, asked only by signed-in pages: the landing and a shared space never carry it.
 */
export const SearchLauncher = dynamic(() => import("@/components/search/search-launcher").then((m) => m.SearchLauncher));

/** Only for a user in several companies. */
export const CompanyPicker = dynamic(() => import("@/components/members/company-picker").then((m) => m.CompanyPicker), { ssr: false });

/** A shared space's page is the company's, not the product's: no nav bar there (the page says "Shared with RaiseReady"). */
function isSharedView(pathname: string | null) {
  return pathname === "/shared" || !!pathname?.startsWith("/shared/");
}

/** Renders its (server-rendered) children except on shared-space pages, and on /login if asked. */
export function NavSlot({ children, hideOnLoginPage = false }: { children: ReactNode; hideOnLoginPage?: boolean }) {
  const pathname = usePathname();
  if (isSharedView(pathname) || (hideOnLoginPage && pathname === "/login")) return null;
  return children;
}
