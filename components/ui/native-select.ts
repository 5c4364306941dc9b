/** A native `<select>` styled like ui/input: short choice lists inside cards, where a popover would be heavier. */
export const NATIVE_SELECT_CLASS =
  "flex h-9 w-full rounded-md border border-input bg-background px-3 py-1 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50";
