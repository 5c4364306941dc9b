import fc from "fast-check";
import { anyJson, bodyFrom, idFrom, mostly } from "./fuzz-arbitraries";
import type { FuzzRequest, FuzzWorld } from "./fuzz-specs";

const ip = fc.tuple(fc.nat({ max: 255 }), fc.nat({ max: 255 })).map(([a, b]) => `10.${a}.${b}.7`);

function request(body: fc.Arbitrary<unknown>) {
  return fc.record({
    params: fc.constant({}),
    query: fc.constant({}),
    body,
    form: fc.constant(undefined),
    cookie: fc.constant(undefined),
    ip,
  }) as fc.Arbitrary<FuzzRequest>;
}

const flag = fc.oneof({ weight: 6, arbitrary: fc.boolean() }, { weight: 1, arbitrary: anyJson });

/**
 * Issue 17 notifications (tests/security/fuzz-notify.test.ts): the settings switches (the
 * actor's own company and the other tenant's, whose reminders must never change) and "mark all
 * as read".
 */
export const NOTIFY_FUZZ_SPECS: Record<string, (world: FuzzWorld) => fc.Arbitrary<FuzzRequest>> = {
  "PATCH /api/account/notifications": (w) =>
    request(
      bodyFrom(
        fc.record(
          {
            dailyDigest: mostly(flag),
            taskReminders: mostly(
              fc.record({ companyId: mostly(idFrom([w.actor.companyId], [w.other.companyId])), enabled: mostly(flag) }, { requiredKeys: [] }),
            ),
          },
          { requiredKeys: [] },
        ),
      ),
    ),
  "POST /api/notifications/seen": () => request(bodyFrom(anyJson)),
};

export const NOTIFY_FUZZ_GROUP = Object.keys(NOTIFY_FUZZ_SPECS);
