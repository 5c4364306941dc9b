/*
 * The icons every document row repeats, drawn once per page and referenced with <use>: a
 * 300-document data room otherwise carries two full inline SVGs (about 450 bytes each) per row.
 * The shapes are lucide's (ISC licence), the same icons the rest of the product shows through
 * lucide-react; stroke settings sit on the symbol so a reference is only its size and colour.
 */

const SHAPES = {
  file: (
    <>
      <path d="M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z" />
      <path d="M14 2v5a1 1 0 0 0 1 1h5" />
      <path d="M10 9H8M16 13H8M16 17H8" />
    </>
  ),
  external: <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />,
  download: <path d="M12 15V3M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4m4-5 5 5 5-5" />,
  check: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="m16 9-5.5 5.5L8 12" />
    </>
  ),
  circle: <circle cx="12" cy="12" r="10" />,
  minus: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M8 12h8" />
    </>
  ),
  ban: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M4.929 4.929 19.07 19.071" />
    </>
  ),
} as const;

export type SpriteName = keyof typeof SHAPES;

const idOf = (name: SpriteName) => `rr-i-${name}`;

/** The symbols, once per page (the shared space's content renders it; the viewer dialog shares the document). */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      {(Object.keys(SHAPES) as SpriteName[]).map((name) => (
        <symbol
          key={name}
          id={idOf(name)}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {SHAPES[name]}
        </symbol>
      ))}
    </svg>
  );
}

/**
 * One icon by reference. Decorative unless `label` is given (then it is an image with that name,
 * as a status mark is).
 */
export function SpriteIcon({ name, className, label }: { name: SpriteName; className: string; label?: string }) {
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true as const };
  return (
    <svg className={className} {...a11y}>
      <use href={`#${idOf(name)}`} />
    </svg>
  );
}
