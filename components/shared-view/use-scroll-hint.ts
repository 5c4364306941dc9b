"use client";

import { useCallback, useLayoutEffect, useState, type RefObject } from "react";

/*
 * A panel of the visitor page (Tasks, Documents, Sections, Phases) is as tall as its content up
 * to its height (400 or 500 px). When the content is taller, it ends at rest on a boundary: after
 * a whole card when one ends in the lower half, else after a whole row (a document, a heading),
 * so nothing is cut mid-line; a card taller than the panel is the only one that continues below.
 *
 * In the panel's content, `data-scroll-unit` marks a row ("row") or a card ("card"), and
 * `data-scroll-count` what "N more" counts (the panel's tasks, documents or phases).
 */

interface Unit {
  top: number;
  bottom: number;
  card: boolean;
  leaf: boolean;
}

/** A little air under the last whole row, within the list's own gap. */
const AIR_PX = 6;

function unitsOf(content: HTMLElement): Unit[] {
  const base = content.getBoundingClientRect().top;
  return [...content.querySelectorAll<HTMLElement>("[data-scroll-unit]")]
    .map((el) => ({ el, rect: el.getBoundingClientRect() }))
    .filter(({ rect }) => rect.height > 0)
    .map(({ el, rect }) => ({
      top: rect.top - base,
      bottom: rect.bottom - base,
      card: el.dataset.scrollUnit === "card",
      leaf: !el.querySelector("[data-scroll-unit]"),
    }));
}

/** Where the panel should end at rest (px from the content's top), for content taller than `max`. */
export function restingHeight(units: Unit[], max: number): number {
  const crosses = (u: Unit, cut: number) => u.top < cut - 0.5 && u.bottom > cut + 0.5;
  const clean = (cut: number) => cut <= max && !units.some((u) => (u.leaf || (u.card && u.bottom - u.top <= max)) && crosses(u, cut));
  const best = (list: Unit[]) =>
    list
      .map((u) => u.bottom + AIR_PX)
      .filter(clean)
      .reduce((a, b) => Math.max(a, b), 0);
  const afterCard = best(units.filter((u) => u.card));
  if (afterCard >= max / 2) return afterCard;
  const afterRow = best(units);
  return afterRow > 0 ? afterRow : max;
}

export interface ScrollHint {
  /** The viewport's height at rest, or undefined when the content fits. */
  height: number | undefined;
  /** How many counted entries are not yet wholly in view. */
  more: number;
}

/** Measures the panel's content (again whenever it changes size) and counts what is below the fold as the visitor scrolls. */
export function useScrollHint(viewport: RefObject<HTMLDivElement | null>, content: RefObject<HTMLDivElement | null>, max: number) {
  const [hint, setHint] = useState<ScrollHint>({ height: max, more: 0 });

  const count = useCallback(() => {
    const view = viewport.current;
    if (!view) return 0;
    const bottom = view.getBoundingClientRect().bottom;
    return [...view.querySelectorAll<HTMLElement>("[data-scroll-count]")].filter((el) => {
      const rect = el.getBoundingClientRect();
      return rect.height > 0 && rect.bottom > bottom + 1;
    }).length;
  }, [viewport]);

  const measure = useCallback(() => {
    const inner = content.current;
    if (!inner) return;
    const total = inner.getBoundingClientRect().height;
    const height = total <= max ? undefined : restingHeight(unitsOf(inner), max);
    setHint((current) => (current.height === height ? current : { ...current, height }));
  }, [content, max]);

  useLayoutEffect(() => {
    const inner = content.current;
    if (!inner) return;
    measure();
    // A browser without it (jsdom) keeps the first measure.
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(inner);
    return () => observer.disconnect();
  }, [content, measure]);

  // After each height change, and on every scroll: what is left below.
  useLayoutEffect(() => {
    setHint((current) => {
      const more = current.height === undefined ? 0 : count();
      return current.more === more ? current : { ...current, more };
    });
  }, [hint.height, count]);

  const onScroll = useCallback(() => {
    const more = count();
    setHint((current) => (current.more === more ? current : { ...current, more }));
  }, [count]);

  return { ...hint, onScroll };
}
