import fc from "fast-check";
import { anyJson, bodyFrom, idFrom, mostly } from "./fuzz-arbitraries";
import { fuzzRequest, type Spec } from "./fuzz-world";

/** This file's requests: from 10.a.b.7, a body and nothing else. */
const request = (body: fc.Arbitrary<unknown>) => fuzzRequest(7, { body });

const flag = fc.oneof({ weight: 6, arbitrary: fc.boolean() }, { weight: 1, arbitrary: anyJson });

/**
 * Founder notifications (tests/security/fuzz-notify.test.ts): the settings switches (the
 * actor's own company and the other tenant's, whose reminders must never change) and "mark all
 * as read".
 */
export const NOTIFY_FUZZ_SPECS: Record<string, Spec> = {
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
