import fc from "fast-check";
import { documentKey } from "@/lib/progress/rules";
import { EXPIRATION_PERIODS } from "@/lib/spaces/rules/expiry";
import { ITEM_TYPES } from "@/lib/spaces/rules/items";
import { anyJson, anyString, bodyFrom, dateLike, forbiddenExtras, idFrom, mostly, opt, urlLike } from "./fuzz-arbitraries";
import type { FuzzWorld } from "./fuzz-world";

/** Near-valid bodies of the sharing routes: a space's creation and update, items added (fuzz-specs.ts sends them). */

function shareItem(world: FuzzWorld) {
  const task = fc.constantFrom(...world.tasks);
  return task.chain((t) =>
    fc.oneof(
      fc.record(
        {
          itemType: fc.constant("task"),
          itemId: mostly(fc.constant(t.id)),
          taskId: opt(mostly(fc.constant(t.id))),
          phaseId: opt(mostly(fc.constant(t.phaseId))),
        },
        { requiredKeys: ["itemType", "itemId"] },
      ),
      fc.record(
        {
          itemType: fc.constant("document"),
          itemId: mostly(fc.nat({ max: 6 }).map((n) => documentKey(t.id, n))),
          taskId: opt(mostly(fc.constant(t.id))),
        },
        { requiredKeys: ["itemType", "itemId"] },
      ),
      fc.record(
        { itemType: fc.constant("phase"), itemId: mostly(fc.constant(t.phaseId)), phaseId: opt(fc.constant(t.phaseId)) },
        { requiredKeys: ["itemType", "itemId"] },
      ),
      fc.record(
        { itemType: fc.constant("category"), phaseId: mostly(fc.constant(t.phaseId), 6), category: mostly(fc.constant(t.category ?? "General")) },
        { requiredKeys: ["itemType", "phaseId", "category"] },
      ),
      fc.record(
        {
          itemType: mostly(fc.constantFrom(...ITEM_TYPES)),
          itemId: anyString,
          taskTitle: anyString,
          label: anyString,
          category: anyString,
          documentUrl: mostly(urlLike),
          itemData: fc.dictionary(anyString, anyJson, { maxKeys: 3 }),
        },
        { requiredKeys: [] },
      ),
    ),
  );
}

export function spaceCreateBody(world: FuzzWorld) {
  const soon = fc.integer({ min: -86_400_000, max: 200 * 365 * 86_400_000 }).map((ms) => new Date(Date.now() + ms).toISOString());
  return bodyFrom(
    fc
      .tuple(
        fc.record(
          {
            companyId: idFrom([world.actor.companyId], [world.other.companyId]),
            name: mostly(fc.string({ minLength: 1, maxLength: 40 })),
            description: mostly(fc.oneof(fc.lorem({ maxCount: 6 }), fc.constant(null))),
            items: mostly(fc.array(shareItem(world), { maxLength: 4 })),
            expiresAt: mostly(fc.oneof(soon, dateLike)),
            expirationPeriod: mostly(fc.constantFrom(...EXPIRATION_PERIODS)),
            // The visitor gate: access controls (new spaces only, so the actor's space stays open).
            requireVerification: mostly(fc.boolean()),
            agreementText: mostly(fc.oneof(fc.string({ maxLength: 60 }), fc.constant(null))),
            allowList: mostly(fc.array(fc.oneof(fc.constantFrom("fund.com", "@fund.com", "a@fund.com"), fc.string()), { maxLength: 3 })),
            denyList: mostly(fc.array(fc.oneof(fc.constantFrom("evil.com", "x@evil.com"), fc.string()), { maxLength: 3 })),
          },
          { requiredKeys: ["companyId"] },
        ),
        opt(forbiddenExtras([world.other.companyId, world.other.accessCode])),
      )
      .map(([body, extras]) => ({ ...body, ...extras })),
  );
}

export function spaceUpdateBody(world: FuzzWorld) {
  return bodyFrom(
    fc
      .tuple(
        fc.record(
          {
            items: mostly(fc.array(shareItem(world), { maxLength: 4 })),
            name: mostly(fc.string({ minLength: 1, maxLength: 40 })),
            description: mostly(fc.lorem({ maxCount: 5 })),
            // The visitor gate: a toggle that leaves the actor's space open to the visitor fuzz below.
            notifyNewVisitors: mostly(fc.boolean()),
          },
          { requiredKeys: [] },
        ),
        opt(forbiddenExtras([world.other.companyId, world.other.accessCode])),
      )
      .map(([body, extras]) => ({ ...body, ...extras })),
  );
}

export function addItemsBody(world: FuzzWorld) {
  return bodyFrom(
    fc.oneof(
      fc.array(shareItem(world), { maxLength: 3 }),
      fc.array(shareItem(world), { maxLength: 3 }).map((items) => ({ items })),
      shareItem(world),
    ),
  );
}
