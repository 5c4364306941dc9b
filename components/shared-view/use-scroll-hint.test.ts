import { restingHeight } from "./use-scroll-hint";

const row = (top: number, bottom: number) => ({ top, bottom, card: false, leaf: true });
const card = (top: number, bottom: number) => ({ top, bottom, card: true, leaf: false });

describe("where a scrolling panel ends at rest", () => {
  it("ends after the last whole card that fits when it ends in the lower half", () => {
    const units = [card(12, 150), row(20, 60), card(162, 330), row(170, 200), card(342, 520), row(350, 380)];
    expect(restingHeight(units, 400)).toBe(336);
  });

  it("ends after a whole row inside a card taller than the panel, never across a row", () => {
    const units = [card(12, 900), ...Array.from({ length: 20 }, (_, i) => row(20 + i * 44, 60 + i * 44))];
    const cut = restingHeight(units, 400);
    expect(cut).toBeLessThanOrEqual(400);
    expect(units.filter((u) => u.leaf).some((u) => u.top < cut && u.bottom > cut)).toBe(false);
    // Rows 4 px apart: the air would touch the next row, so the panel ends right under row 8.
    expect(cut).toBe(60 + 7 * 44);
  });

  it("does not cut a card that would fit, even if a row boundary is lower", () => {
    // The second card (100 px) straddles 400: the panel ends after the first card rather than inside the second.
    const units = [card(12, 320), row(20, 310), card(332, 432), row(340, 360), row(370, 390), row(400, 425)];
    expect(restingHeight(units, 400)).toBe(326);
  });
});
