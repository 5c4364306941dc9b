/**
 * Pages in view draw before everything else the viewer keeps ready (the pages a screen above and
 * below, the thumbnails). pdf.js fetches and renders in the order it is asked, so after "Go to
 * page 30" the pages either side of 30, asked in document order, would otherwise fetch and draw
 * ahead of 30 itself.
 */
export interface DrawOrder {
  /**
   * Waits until a draw may begin. `inView` is read after two frames (the frame's observers have
   * answered by then): a page in view starts at once and holds the others back until `done` is
   * called; anything else waits until no page in view is drawing.
   */
  turn(inView: () => boolean): Promise<{ done(): void }>;
}

const frames = (n: number) => new Promise<void>((resolve) => (n ? requestAnimationFrame(() => void frames(n - 1).then(resolve)) : resolve()));

export function createDrawOrder(): DrawOrder {
  let drawing = 0;
  let waiting: (() => void)[] = [];
  const nobody = { done() {} };
  // Checked in a task of its own, after every draw of this frame has had its chance to start.
  const whenIdle = () =>
    new Promise<void>((resolve) => {
      const check = () => (drawing ? waiting.push(() => setTimeout(check, 0)) : resolve());
      setTimeout(check, 0);
    });
  return {
    async turn(inView) {
      await frames(2);
      if (!inView()) {
        await whenIdle();
        return nobody;
      }
      drawing++;
      let finished = false;
      return {
        done() {
          if (finished) return;
          finished = true;
          drawing--;
          if (drawing) return;
          const ready = waiting;
          waiting = [];
          for (const wake of ready) wake();
        },
      };
    },
  };
}
