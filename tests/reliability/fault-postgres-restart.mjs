// Fault test 2 of ./faults.mjs: PostgreSQL restarted under load. Requests fail fast with
// 503 {message} during the outage and succeed again within 10 s, with no app restart.
import { api, check, percentile, pgCluster, sleep } from "./support.mjs";

export async function postgresRestart(server, founder, task) {
  const samples = [];
  let running = true;
  const body = { companyId: founder.companyId, taskId: task.id, notes: "during the outage" };
  const worker = async (i) => {
    while (running) {
      const started = Date.now();
      let status = 0;
      let message = null;
      try {
        const res =
          i % 2
            ? await api(server.baseUrl, "GET", `/api/company/${founder.companyId}/progress`, { cookie: founder.cookie })
            : await api(server.baseUrl, "POST", "/api/progress", { cookie: founder.cookie, json: body });
        status = res.status;
        message = res.data?.message ?? null;
      } catch (error) {
        message = `network: ${error.message}`;
      }
      samples.push({ at: started, ms: Date.now() - started, status, message });
      await sleep(50);
    }
  };
  const workers = Array.from({ length: 8 }, (_, i) => worker(i));
  await sleep(3000);
  const restartStarted = Date.now();
  const restart = await pgCluster().ctlAsync("restart");
  const restartEnded = Date.now();
  check("pg_ctlcluster restart ran", restart.status === 0, `${restartEnded - restartStarted} ms ${restart.stderr?.trim() ?? ""}`);
  // Keep the load on until requests have succeeded again for a while (at most 20 s).
  let firstOk = null;
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    const ok = samples.filter((s) => s.at > restartEnded && s.status >= 200 && s.status < 300);
    if (ok.length && firstOk === null) firstOk = Math.min(...ok.map((s) => s.at + s.ms));
    if (firstOk !== null && Date.now() - firstOk > 3000) break;
    await sleep(200);
  }
  running = false;
  await Promise.all(workers);

  // Every request in flight at any time between the restart command and the first success after it.
  const during = samples.filter((s) => s.at + s.ms >= restartStarted && s.at <= (firstOk ?? Date.now()));
  const failures = samples.filter((s) => s.status < 200 || s.status >= 300);
  const bad = failures.filter((s) => !(s.status === 503 && typeof s.message === "string"));
  const failed503 = failures.filter((s) => s.status === 503);
  const tail = samples.filter((s) => firstOk !== null && s.at > firstOk + 1000);
  console.log(
    `    ${samples.length} requests, ${failed503.length} answered 503 during the outage, statuses ${JSON.stringify(Object.fromEntries(Object.entries(samples.reduce((m, s) => ({ ...m, [s.status]: (m[s.status] ?? 0) + 1 }), {}))))}`,
  );
  check(
    "during the outage requests fail with 503 {message} only (no 500, no hang)",
    failures.length > 0 ? bad.length === 0 : true,
    failures.length
      ? `${failed503.length} x 503, other failures: ${JSON.stringify(bad.slice(0, 3))}`
      : "the restart was too quick to observe a failure",
  );
  const windowMs = during.map((s) => s.ms);
  console.log(
    `    latency of all ${during.length} requests around the restart: p50 ${percentile(windowMs, 50)} ms, p99 ${percentile(windowMs, 99)} ms, max ${Math.max(0, ...windowMs)} ms`,
  );
  check("no request hangs: every answer around the restart within 10 s", Math.max(0, ...windowMs) < 10_000, `max ${Math.max(0, ...windowMs)} ms`);
  check(
    "failing requests fail fast (p99 under 5 s)",
    percentile(
      failures.map((s) => s.ms),
      99,
    ) < 5000,
    `p99 ${percentile(
      failures.map((s) => s.ms),
      99,
    )} ms, max ${Math.max(0, ...failures.map((s) => s.ms))} ms over ${during.length} requests in the window`,
  );
  // Outage as the app saw it: from the first failed request to the first success after the last one.
  let outage = 0;
  let recovered = true;
  if (failures.length) {
    const first = Math.min(...failures.map((s) => s.at));
    const last = Math.max(...failures.map((s) => s.at + s.ms));
    const after = samples.filter((s) => s.at >= last && s.status >= 200 && s.status < 300).map((s) => s.at + s.ms);
    recovered = after.length > 0;
    outage = recovered ? Math.min(...after) - first : Infinity;
    console.log(
      `    outage seen by the app: failures for ${last - first} ms, first success ${recovered ? Math.min(...after) - last : "never"} ms after the last failure`,
    );
  }
  check(
    "requests succeed again within 10 s, with no app restart",
    recovered && outage <= 10_000,
    recovered
      ? `${outage} ms from the first failure to the first success after the last one (restart command took ${restartEnded - restartStarted} ms)`
      : "never recovered",
  );
  check(
    "...and keep succeeding",
    tail.length > 0 && tail.every((s) => s.status >= 200 && s.status < 300),
    `${tail.filter((s) => s.status < 300).length}/${tail.length} ok afterwards`,
  );
  check("the app process was never restarted", server.child.exitCode === null);
}
