"use client";

import { useLayoutEffect, useState } from "react";
import type { FieldValues, UseFormReset } from "react-hook-form";

/** Unsaved form values per tab, kept while the profile page is open. */
export type DraftStore = Map<string, unknown>;

export function useDraftStore(): DraftStore {
  const [store] = useState<DraftStore>(() => new Map());
  return store;
}

/**
 * The profile tabs unmount when hidden; this puts a form's values aside on unmount and back on
 * the next mount, so switching tabs never loses typing. The saved values stay the form's
 * defaults, so "unsaved changes" remains accurate.
 */
interface StashableForm<T extends FieldValues> {
  reset: UseFormReset<T>;
  getValues(): T;
}

export function useStashedDraft<T extends FieldValues>(form: StashableForm<T>, store: DraftStore | undefined, key: string) {
  useLayoutEffect(() => {
    const stashed = store?.get(key) as T | undefined;
    if (stashed) form.reset(stashed, { keepDefaultValues: true });
    return () => {
      store?.set(key, form.getValues());
    };
    // Mount/unmount only: the form and the store are stable for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
