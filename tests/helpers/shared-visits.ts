import { POST as createSpace } from "@/app/api/shared-spaces/route";
import { GET as openSpace } from "@/app/api/shared/[accessCode]/route";
import { GET as openFile } from "@/app/api/shared/[accessCode]/files/[fileId]/route";
import { VISITOR_COOKIE } from "@/lib/visitor/token";
import { call } from "./http";
import { createFounder, OPEN_SPACE_SETTINGS, tasksWithDocuments, type Founder } from "./sharing";

export interface SharedVisitWorld {
  founder: Founder;
  tasks: Awaited<ReturnType<typeof tasksWithDocuments>>;
}

/**
 * The opening of the visitor-side tests (app/api/shared/*.test.ts): a founder and shipped tasks
 * with two documents or more, made once per file (`world` is filled in beforeAll), and
 * TRUSTED_PROXY_HOPS reset after each test. `freshIp` hands out 198.51.100.(firstIp + 1), (+ 2), …:
 * give each file its own range, as on a shared Postgres test database the files' rate limits
 * share one table.
 */
export function setupSharedVisits(firstIp = 0) {
  const world = {} as SharedVisitWorld;
  let ipCounter = firstIp;
  beforeAll(async () => {
    world.founder = await createFounder();
    world.tasks = await tasksWithDocuments(2);
  });
  afterEach(() => {
    delete process.env.TRUSTED_PROXY_HOPS;
  });

  const freshIp = () => `198.51.100.${++ipCounter}`;

  async function space(items: unknown[], who: Founder = world.founder, extra: Record<string, unknown> = {}) {
    const res = await call(createSpace, "/api/shared-spaces", {
      method: "POST",
      cookie: who.cookie,
      body: { companyId: who.companyId, name: "Data room", description: "Series A", items, ...OPEN_SPACE_SETTINGS, ...extra },
    });
    expect({ status: res.status, body: res.status === 201 ? null : res.body }).toEqual({ status: 201, body: null });
    return res.body as { id: string; accessCode: string };
  }

  function visit(code: string, email: string | undefined, ip = "203.0.113.7", headers: Record<string, string> = {}) {
    return call(openSpace, `/api/shared/${code}`, {
      params: { accessCode: code },
      query: email === undefined ? {} : { email },
      headers: { "x-forwarded-for": ip, "user-agent": "InvestorBrowser/1.0", ...headers },
    });
  }

  /** `token` rides in the visitor cookie, as a browser sends it; `queryToken` in `?token=`. */
  function fetchFile(code: string, fileId: string, options: { token?: string; queryToken?: string; cookie?: string; ip?: string } = {}) {
    return call(openFile, `/api/shared/${code}/files/${fileId}`, {
      params: { accessCode: code, fileId },
      query: options.queryToken ? { token: options.queryToken } : {},
      cookie: options.cookie ?? (options.token ? `${VISITOR_COOKIE}=${options.token}` : undefined),
      headers: { "x-forwarded-for": options.ip ?? "203.0.113.7" },
    });
  }

  return { world, freshIp, space, visit, fetchFile };
}
