import fc from "fast-check";
import { newTotpSecret, totpFor } from "@/lib/auth/two-factor-crypto";
import { PDF_BYTES } from "@/tests/helpers/files";
import { anyJson, anyString, bodyFrom, mostly } from "./fuzz-arbitraries";
import { fuzzRequest, type FuzzParts, type Spec } from "./fuzz-world";

/** The password every test user is created with (tests/helpers/auth.ts). */
const TEST_PASSWORD = "correct horse battery";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(1)]);

/** This file's requests: from 10.a.b.2, no query. */
const request = (parts: FuzzParts) => fuzzRequest(2, parts);

/** Mostly the actor; sometimes a brand-new user (whose password is known and whose budget is fresh). */
const actorOrNewUser = fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constant("new-user") });
const password = fc.oneof({ weight: 3, arbitrary: fc.constant(TEST_PASSWORD) }, { weight: 1, arbitrary: anyString });

/**
 * Fuzz specs of the account routes (tests/security/fuzz-account.test.ts). Routes that end every
 * session or the account itself act as a new user each time ("new-user:<email>" when the body
 * must name that user's email), so the actor the other specs use stays signed in.
 */
export const ACCOUNT_FUZZ_SPECS: Record<string, Spec> = {
  "PATCH /api/account": () =>
    request({
      body: bodyFrom(
        fc
          .tuple(
            fc.record(
              { firstName: mostly(fc.string({ maxLength: 110 })), lastName: mostly(fc.string({ maxLength: 110 })) },
              { requiredKeys: ["firstName", "lastName"] },
            ),
            // Keys a client must never set: sometimes, so most runs reach the write.
            fc.option(fc.record({ email: anyString, passwordHash: anyString, twoFactorSecret: anyString }, { requiredKeys: [] }), {
              nil: undefined,
              freq: 4,
            }),
          )
          .map(([fields, extras]) => ({ ...fields, ...extras })),
      ),
    }),
  "DELETE /api/account": () =>
    fc.uuid().chain((id) => {
      const email = `delete-${id}@example.com`;
      return request({
        cookie: fc.constant(`new-user:${email}`),
        body: bodyFrom(
          fc.record({
            confirm: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(email, ` ${email.toUpperCase()} `) }, { weight: 1, arbitrary: anyString }),
          }),
        ),
      });
    }),
  "POST /api/account/password": () =>
    request({
      cookie: actorOrNewUser,
      body: bodyFrom(fc.record({ currentPassword: password, newPassword: mostly(fc.string({ minLength: 6, maxLength: 40 })) }, { requiredKeys: [] })),
    }),
  "DELETE /api/account/sessions": () => request({ cookie: fc.constant("new-user"), body: bodyFrom(anyJson) }),
  "POST /api/account/two-factor": () => request({ cookie: actorOrNewUser, body: bodyFrom(anyJson) }),
  // A new user whose enrolment is waiting on `secret`; the code is made as the request is generated (fast-check generates lazily, just before the call).
  "PUT /api/account/two-factor": () =>
    fc.constant(null).chain(() => {
      const secret = newTotpSecret();
      const live = fc.constant(null).map(() => totpFor(secret).generate());
      return request({
        cookie: fc.constant(`new-user-enrolling:${secret}`),
        body: bodyFrom(
          fc.record(
            {
              code: fc.oneof(
                { weight: 3, arbitrary: live },
                { weight: 1, arbitrary: fc.stringMatching(/^\d{6}$/) },
                { weight: 1, arbitrary: anyString },
              ),
            },
            { requiredKeys: [] },
          ),
        ),
      });
    }),
  "DELETE /api/account/two-factor": () => request({ cookie: actorOrNewUser, body: bodyFrom(fc.record({ password }, { requiredKeys: [] })) }),
  "PUT /api/account/avatar": () =>
    request({
      form: fc
        .record({
          bytes: fc.oneof(
            { weight: 3, arbitrary: fc.constant(PNG) },
            { weight: 1, arbitrary: fc.constant(new Uint8Array(PDF_BYTES)) },
            { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }) },
          ),
          field: fc.oneof({ weight: 6, arbitrary: fc.constant("file") }, { weight: 1, arbitrary: anyString }),
          name: fc.oneof(
            fc.constant("me.png"),
            anyString.map((s) => s.toWellFormed()),
          ),
        })
        .map(({ bytes, field, name }) => {
          const form = new FormData();
          form.append(field.toWellFormed(), new Blob([new Uint8Array(bytes)]), name);
          return form;
        }),
    }),
  "DELETE /api/account/avatar": () => request({ body: bodyFrom(anyJson) }),
};

export const ACCOUNT_FUZZ_LABELS = Object.keys(ACCOUNT_FUZZ_SPECS);
