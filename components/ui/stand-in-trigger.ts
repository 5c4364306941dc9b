import { useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";

/** The keys that open a Radix DropdownMenu from its trigger: a menu's stand-in answers the same ones. */
export const MENU_OPEN_KEYS: ReadonlySet<string> = new Set(["Enter", " ", "ArrowDown"]);

/** How a stand-in was first pressed: the control it gives way to may treat the two differently. */
export type FirstPress = "pointer" | "keyboard";

/**
 * The handlers of a plain button standing in for a Radix trigger (a Select, a DropdownMenu) that
 * is mounted only once someone reaches for it: a phase page with every task open draws dozens of
 * these controls, and each Radix one costs its providers, collections and popper scopes on every
 * render, for a control most visits never open. `open` swaps in the real control, already open.
 * As Radix's triggers: a mouse opens on press (and the press is kept from moving focus), touch and
 * pen on the click that follows, the keyboard on one of `keys`.
 */
export function standInTrigger(open: (how: FirstPress) => void, keys: ReadonlySet<string>) {
  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType !== "mouse" || event.button !== 0 || event.ctrlKey) return;
      event.preventDefault();
      open("pointer");
    },
    onClick: () => open("pointer"),
    onKeyDown(event: KeyboardEvent) {
      if (!keys.has(event.key)) return;
      event.preventDefault();
      open("keyboard");
    },
  };
}

/**
 * Fetches a control's code (`load`, a dynamic import) as the pointer or the focus reaches it, so the
 * press that follows finds it loaded or on its way.
 */
export function warmOn(load: () => unknown) {
  const warm = () => void load();
  return { onPointerEnter: warm, onFocus: warm } as const;
}

/**
 * A closed menu's stand-in button (standInTrigger's handlers, for a DropdownMenu): it reads as
 * Radix's closed trigger, fetches the menu's code (`load`) as the pointer or the focus reaches it,
 * and `open`s on a press.
 */
export function menuStandIn(open: (how: FirstPress) => void, load: () => void) {
  return {
    "aria-haspopup": "menu",
    "aria-expanded": "false",
    "data-state": "closed",
    ...warmOn(load),
    ...standInTrigger(open, MENU_OPEN_KEYS),
  } as const;
}

/**
 * The menu content's onFocus for a menu mounted open by its stand-in: Radix moves to the first item
 * when a key opened the menu, which it learns from a key press it listens for once mounted; the
 * press that mounted it came before, so the first opening from the keyboard moves there itself
 * when the menu takes focus.
 */
export function useFirstItemFocus(first: FirstPress | null) {
  const done = useRef(false);
  return (event: FocusEvent<HTMLElement>) => {
    if (first !== "keyboard" || done.current || event.target !== event.currentTarget) return;
    done.current = true;
    event.currentTarget.querySelector<HTMLElement>("[role=menuitem]:not([data-disabled])")?.focus({ preventScroll: true });
  };
}
