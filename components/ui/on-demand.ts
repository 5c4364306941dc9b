import { useCallback, useState } from "react";

/**
 * A module's export loaded the first time `request` is called (on a hover, a focus, a press), not
 * with the page: `null` until it has arrived. For the code behind a control most visits never
 * open (a menu, a popover), which the page's first load would otherwise parse and run.
 */
export function useOnDemand<T>(load: () => Promise<T>): [T | null, () => void] {
  const [loaded, setLoaded] = useState<T | null>(null);
  // A function (a component) must be stored as a value, not called as an updater.
  const request = useCallback(() => void load().then((value) => setLoaded(() => value)), [load]);
  return [loaded, request];
}
