import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the server renders and while the client hydrates that HTML, true from the render
 * right after (and at once on client-side navigations). For parts that only work with JavaScript
 * and are costly to server-render many times over: the drag-to-share provider's handles and menus,
 * and the phase page's task cards past the first screenful; both then draw them in a transition.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
