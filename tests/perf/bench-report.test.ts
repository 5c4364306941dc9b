import { driftLine } from "@/bench/report";
import type { ScaleRun } from "@/bench/types";

/** A pass with the two baselines measured at its start and its end at these throughputs. */
function pass(handler: [number, number] | [number], page: [number, number]): ScaleRun {
  const runs = (name: string, rps: number[]) => rps.map((r, i) => ({ name: i ? `${name} (again)` : name, kind: "baseline", load: { rps: r } }));
  return { scale: 1, endpoints: [...runs("bare handler", handler), ...runs("bare page", page)] } as unknown as ScaleRun;
}

describe("the bench report's baseline drift line", () => {
  it("states both baselines' start and end and no warning within 20%", () => {
    const line = driftLine(pass([700, 760], [200, 170]));
    expect(line).toBe("Baselines of the 1x pass, start → end: bare handler 700.0 → 760.0 req/s (+9%), bare page 200.0 → 170.0 req/s (-15%).");
  });

  it("warns when either baseline moved by more than 20% during the pass", () => {
    expect(driftLine(pass([700, 710], [113.8, 214.8]))).toContain("bare page 113.8 → 214.8 req/s (+89%). ⚠ More than 20%");
    const handlerMoved = driftLine(pass([700, 500], [200, 200]));
    expect(handlerMoved).toContain("(-29%)");
    expect(handlerMoved).toContain("⚠");
  });

  it("leaves out a baseline measured once", () => {
    const line = driftLine(pass([700], [200, 206]));
    expect(line).not.toContain("bare handler");
    expect(line).toContain("bare page 200.0 → 206.0 req/s (+3%)");
  });
});
