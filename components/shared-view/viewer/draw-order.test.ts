/** @jest-environment jsdom */
import { createDrawOrder } from "./draw-order";

describe("draw order", () => {
  it("lets a page in view draw first, even when the pages around it asked before it", async () => {
    const order = createDrawOrder();
    const events: string[] = [];
    const ask = async (name: string, inView: boolean, drawMs: number) => {
      const turn = await order.turn(() => inView);
      events.push(`${name} starts`);
      await new Promise((r) => setTimeout(r, drawMs));
      events.push(`${name} drawn`);
      turn.done();
    };
    // Document order: 29, 30, 31, with only 30 in view; a thumbnail never is.
    await Promise.all([ask("29", false, 5), ask("30", true, 30), ask("31", false, 5), ask("thumb 30", false, 5)]);
    expect(events.slice(0, 2)).toEqual(["30 starts", "30 drawn"]);
    expect(events.slice(2).filter((e) => e.endsWith("starts"))).toEqual(["29 starts", "31 starts", "thumb 30 starts"]);
  });

  it("holds nothing back once no page in view is drawing, and a dropped draw frees the others", async () => {
    const order = createDrawOrder();
    const inView = await order.turn(() => true);
    let waited = false;
    const other = order.turn(() => false).then(() => (waited = true));
    await new Promise((r) => setTimeout(r, 60));
    expect(waited).toBe(false);
    inView.done();
    inView.done(); // twice is harmless
    await other;
    expect(waited).toBe(true);
    const alone = await order.turn(() => false);
    expect(alone).toBeDefined();
  });
});
