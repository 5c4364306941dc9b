"use client";

import { createElement, useEffect, useReducer, type ComponentType } from "react";

/**
 * A component whose code is its own chunk (`load` calls import()), kept out of the page's first
 * load. `preload()` fetches it ahead (on idle, on hover); once loaded it renders in the same commit
 * as whatever opened it, unlike next/dynamic, which suspends for a tick on every first render even
 * when the chunk is already there. Rendered before it has loaded, it draws nothing and re-renders
 * when the chunk arrives.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch (offline for a moment) may be retried by the next preload or render.
        pending = null;
        throw error;
      },
    ));

  function Lazy(props: P) {
    const [, arrived] = useReducer((n: number) => n + 1, 0);
    useEffect(() => {
      if (!loaded) preload().then(arrived, () => {});
    }, []);
    return loaded ? createElement(loaded, props) : null;
  }
  return { Lazy, preload };
}

/** Runs `task` when the browser is idle (or after a short delay where it has no idle callback). */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(task, 200);
  return () => window.clearTimeout(timer);
}
