import { POST as createSpace } from "@/app/api/shared-spaces/route";
import { call } from "./http";
import { createFounder, tasksWithDocuments, type Founder } from "./sharing";

export interface SpaceOwners {
  founder: Founder;
  other: Founder;
  tasks: Awaited<ReturnType<typeof tasksWithDocuments>>;
}

/**
 * The opening of the founder-side shared-space tests (app/api/shared-spaces/*.test.ts): two
 * founders, "Acme" and "Other Co", and shipped tasks with two documents or more, made once per
 * file (`owners` is filled in beforeAll); `create` posts a space for Acme's company, `createOwn`
 * one for `who`'s and expects 201.
 */
export function setupSpaceOwners() {
  const owners = {} as SpaceOwners;
  beforeAll(async () => {
    owners.founder = await createFounder("Acme");
    owners.other = await createFounder("Other Co");
    owners.tasks = await tasksWithDocuments(2);
  });

  function create(body: Record<string, unknown>, cookie = owners.founder.cookie) {
    return call(createSpace, "/api/shared-spaces", {
      method: "POST",
      cookie,
      body: { companyId: owners.founder.companyId, name: "Seed round", ...body },
    });
  }

  async function createOwn(items: unknown[] = [], who: Founder = owners.founder) {
    const res = await call(createSpace, "/api/shared-spaces", {
      method: "POST",
      cookie: who.cookie,
      body: { companyId: who.companyId, name: "Space", items },
    });
    expect(res.status).toBe(201);
    return res.body;
  }

  return { owners, create, createOwn };
}
