import { Fragment } from "react";

/*
 * Where a long name may wrap besides its spaces: after a separator (_ - . / : + , ) ) and between
 * the words of a camelCase or letters-then-digits run. Between these points it never breaks, so a
 * file name at 390 px wraps like "Shareholders_ / Agreement_ / 2024.pdf", never mid-word.
 */
const WORD_BOUNDARY = /(?<=[_\-./\\:+,)])|(?<=[a-z])(?=[A-Z])|(?<=[A-Za-z])(?=\d)/;

/** A name (document, file, task) that wraps only at word boundaries; `className` styles the name's own span (no extra wrapper). */
export function WrapName({ text, className }: { text: string; className?: string }) {
  const parts = text.split(WORD_BOUNDARY);
  return (
    <span data-wrap-name="" className={className}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
