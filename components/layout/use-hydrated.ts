import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the server renders and while the client hydrates that HTML, true from the render
 * right after (and at once on client-side navigations). For parts that only work with JavaScript
 * and are costly to server-render many times over: each card's drag handle and share menu, and
 * the phase page's task cards past the first screenful.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
