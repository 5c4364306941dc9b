/**
 * What the main thread does while a signed-in page loads, in figures that do not move with the
 * machine's load: every React commit (when, how many components rendered, which most), the
 * scripts fetched, and long tasks under a 4x CPU slowdown. For the dashboard (`/`) and the busiest
 * phase page. `npx tsx bench/load-commits.ts --build=.next [--port=3422] [--cpu=4]`.
 */
import { launchBrowser } from "../e2e/support/browser";
import { startServer } from "../e2e/support/server";
import { signedInBusiestPhase } from "./signed-in-phase";

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=", 2) as [string, string]));
const BUILD = args.get("build") ?? ".next";
const PORT = Number(args.get("port") ?? 3422);
const CPU = Number(args.get("cpu") ?? 4);

const PROBE = `(() => {
  const COMPONENTS = new Set([0, 1, 11, 14, 15]);
  const log = [];
  window.__commits = log;
  window.__longTasks = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longTasks.push(Math.round(e.duration)); }).observe({ type: "longtask", buffered: true });
  const renderers = new Map();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers, supportsFiber: true, isDisabled: false,
    inject(r) { const id = renderers.size + 1; renderers.set(id, r); return id; },
    checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      let rendered = 0; const byName = {};
      const stack = [root.current];
      while (stack.length) {
        const fiber = stack.pop(); const alt = fiber.alternate;
        if (COMPONENTS.has(fiber.tag) && (alt === null || (fiber.flags & 1) !== 0)) {
          rendered++;
          const t = fiber.type && (fiber.type.type || fiber.type.render || fiber.type);
          const n = (t && (t.displayName || t.name)) || "anonymous";
          byName[n] = (byName[n] || 0) + 1;
        }
        if (fiber !== root.current && fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child && (alt === null || fiber.child !== alt.child)) stack.push(fiber.child);
      }
      const top = Object.entries(byName).sort((a, b) => b[1] - a[1]).slice(0, 4).map(([n, c]) => n + "x" + c).join(",");
      log.push({ t: Math.round(performance.now()), rendered, top });
    },
  };
})()`;

async function main() {
  const server = await startServer(PORT, { NEXT_DIST_DIR: BUILD });
  process.env.E2E_BASE_URL = server.baseUrl;
  const browser = await launchBrowser();
  try {
    const { context, phasePath } = await signedInBusiestPhase(browser, "Commit Labs");
    for (const route of ["/", phasePath]) {
      for (let run = 0; run < 2; run++) {
        const page = await context.newPage();
        await page.addInitScript(PROBE);
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU });
        await page.goto(route, { waitUntil: "networkidle" });
        await page.waitForTimeout(2000);
        const r = await page.evaluate(() => {
          const w = window as unknown as { __commits: { t: number; rendered: number; top: string }[]; __longTasks: number[] };
          const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((e) => e.name.endsWith(".js"));
          return {
            commits: w.__commits,
            longTasks: w.__longTasks,
            scripts: scripts.length,
            scriptKb: Math.round(scripts.reduce((a, e) => a + e.encodedBodySize, 0) / 1024),
            elements: document.getElementsByTagName("*").length,
          };
        });
        const rendered = r.commits.reduce((a, c) => a + c.rendered, 0);
        const blocking = r.longTasks.reduce((a, d) => a + Math.max(0, d - 50), 0);
        console.log(
          `${BUILD} ${route.startsWith("/phase") ? "/phase" : "/"} run ${run}: ${r.commits.length} commits, ${rendered} components, ${r.scripts} scripts ${r.scriptKb} kB, ` +
            `${r.elements} elements, long tasks ${r.longTasks.length} (${r.longTasks.join(",")}; blocking ${blocking} ms at ${CPU}x)`,
        );
        if (run === 0 || args.has("verbose")) for (const c of r.commits) console.log(`   ${c.t} ms: ${c.rendered} ${c.top}`);
        await page.close();
      }
    }
  } finally {
    await browser.close();
    server.process.kill("SIGTERM");
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
