/** The drop target's highlight while files are held over it: a ring in the primary colour and a tint. */
export const DROP_HIGHLIGHT = "border-primary ring-2 ring-primary/50 bg-primary/5";

/** Says what a drop will do, over the target (words, not only colour); never takes the pointer. */
export function DropHint({ text }: { text: string }) {
  return (
    <div className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center rounded-[inherit] border-2 border-dashed border-primary bg-background/85">
      <span className="px-3 text-center text-sm font-medium text-primary">{text}</span>
    </div>
  );
}
