"use client";

import { useLayoutEffect, useState, type RefObject } from "react";

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
      // With air when the gap below allows it, else right at the edge.
      .flatMap((u) => [u.bottom + AIR_PX, u.bottom])
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
  /** How many counted entries begin below what is in view (one partly in view is being read, not "more"). */
  more: number;
  /** Whether any content lies below what is in view (the one card in view may continue). */
  below: boolean;
}

/** What the panel shows now: its height at rest, how many counted entries lie below what is in view, and whether anything does. */
function hintOf(view: HTMLElement, inner: HTMLElement, max: number): ScrollHint {
  const box = inner.getBoundingClientRect();
  if (box.height <= max) return { height: undefined, more: 0, below: false };
  const height = restingHeight(unitsOf(inner), max);
  const fold = view.scrollTop + height;
  const more = [...inner.querySelectorAll<HTMLElement>("[data-scroll-count]")].filter((el) => {
    const rect = el.getBoundingClientRect();
    return rect.height > 0 && rect.top - box.top >= fold - 1;
  }).length;
  return { height, more, below: box.height > fold + 1 };
}

const same = (a: ScrollHint, b: ScrollHint) => a.height === b.height && a.more === b.more && a.below === b.below;

/** Measures the panel's content whenever it changes size (a ResizeObserver also reports at once), and again as the visitor scrolls. */
export function useScrollHint(viewport: RefObject<HTMLDivElement | null>, content: RefObject<HTMLDivElement | null>, max: number) {
  const [hint, setHint] = useState<ScrollHint>({ height: undefined, more: 0, below: false });

  useLayoutEffect(() => {
    const view = viewport.current;
    const inner = content.current;
    // A browser without it (jsdom) shows the content whole.
    if (!view || !inner || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      const next = hintOf(view, inner, max);
      setHint((current) => (same(current, next) ? current : next));
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, [viewport, content, max]);

  const onScroll = () => {
    const view = viewport.current;
    const inner = content.current;
    if (!view || !inner) return;
    const next = hintOf(view, inner, max);
    setHint((current) => (same(current, next) ? current : next));
  };

  return { ...hint, onScroll };
}
