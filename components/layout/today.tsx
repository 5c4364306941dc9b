"use client";

import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { parseISO } from "date-fns";
import { localToday } from "@/lib/format";

/** The server's calendar day ("2026-11-30") for the HTML it rendered. */
const ServerDay = createContext<string | null>(null);

/**
 * Hands the server's day to what the page hydrates: a label that counts days (an expiry, the live
 * Readiness) must read the same day in the browser as in the server's HTML, or hydration fails for
 * a founder whose day is not yet (or no longer) the server's.
 */
export function TodayProvider({ day, children }: { day: string; children: ReactNode }) {
  return <ServerDay.Provider value={day}>{children}</ServerDay.Provider>;
}

const subscribe = () => () => {};

/**
 * Today, for labels that count days. While hydrating it is the server's day; right after, the
 * browser's own, which renders the reader again only on the hours when the two differ (equal
 * strings are the same snapshot). On a client-side navigation it is the browser's day at once.
 */
export function useToday(): Date {
  const serverDay = useContext(ServerDay);
  const day = useSyncExternalStore(subscribe, localToday, () => serverDay ?? localToday());
  return useMemo(() => parseISO(day), [day]);
}
