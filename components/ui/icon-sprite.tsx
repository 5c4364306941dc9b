import type { LucideIcon } from "lucide-react";
import type { SVGProps } from "react";

/**
 * Icons a page repeats many times (a clock on every task card...), drawn once: `<IconSprite>`
 * renders each lucide icon a single time, hidden, under an id; `<SpriteIcon icon=id>` shows it
 * again through `<use href="#id">` (two elements instead of the icon's whole tree, which is what
 * the server spends its time rendering). The look is the lucide icon's: same paths, strokes and
 * `currentColor`; size and colour come from `className` as with the lucide component.
 * Decorative only (always `aria-hidden`). The sprite must be rendered on the same page.
 */
export function IconSprite({ icons }: { icons: Record<string, LucideIcon> }) {
  return (
    <svg aria-hidden="true" width="0" height="0" className="pointer-events-none absolute size-0 overflow-hidden">
      <defs>
        {Object.entries(icons).map(([id, Icon]) => (
          <Icon key={id} id={id} />
        ))}
      </defs>
    </svg>
  );
}

/** One icon of an `<IconSprite>` on the page, by its id. */
export function SpriteIcon({ icon, ...props }: Omit<SVGProps<SVGSVGElement>, "children"> & { icon: string }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" {...props}>
      <use href={`#${icon}`} />
    </svg>
  );
}
