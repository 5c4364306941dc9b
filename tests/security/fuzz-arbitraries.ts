import fc from "fast-check";

/** Strings that have broken web apps before: encodings, NULs, schemes, markup, numbers in disguise. */
export const EVIL_STRINGS = [
  "",
  " ",
  " \t\n ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff\ud800",
  "\u202egnp.exe",
  "\ufeffname",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "file:///etc/passwd",
  "//evil.example/x",
  "http://",
  "https://",
  "https://example.com",
  "https://example.com/",
  "HTTPS://EXAMPLE.COM/A",
  "https://user:pass@example.com/",
  "http://[::1]/",
  "https://example.com/\u0000",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "../../../etc/passwd",
  "..\\..\\boot.ini",
  "%00",
  "%2e%2e%2f",
  "'; DROP TABLE companies; --",
  "__proto__",
  "constructor",
  "toString",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "-1",
  "-0",
  "0",
  "0.001",
  "1,234.567",
  "$1,000,000.00",
  "99999999999999999999.99",
  "9999999999.99",
  "10000000000",
  "100.01",
  "1e3",
  "0x10",
  "2024-02-30",
  "0000-00-00",
  "1799-12-31",
  "2201-01-01",
  "9999-12-31T23:59:59Z",
  "1970-01-01T00:00:00Z",
  "2030-01-01T00:00:00+14:00",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "𝕏🙂é\u0301",
  "a".repeat(300),
  "b".repeat(3000),
  "c".repeat(12_000),
] as const;

export const evilString = fc.constantFrom(...EVIL_STRINGS);

/** Any string: adversarial, printable, or arbitrary UTF-16 (lone surrogates included). */
export const anyString = fc.oneof(
  { weight: 3, arbitrary: evilString },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
);

/** Scalars of every JSON type (doubles include NaN and infinities, which JSON turns into null). */
export const anyScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, 1e21, Number.MAX_SAFE_INTEGER + 2, -0) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Any JSON value, nested a little. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { weight: 5, arbitrary: anyScalar },
    { weight: 1, arbitrary: fc.array(tie("value"), { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.oneof(anyString, fc.constantFrom("__proto__", "constructor", "items", "company")), tie("value"), { maxKeys: 4 }),
    },
  ),
})).value;

/** A valid value most of the time, otherwise anything. */
export function mostly<T>(valid: fc.Arbitrary<T>, validWeight = 8): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: validWeight, arbitrary: valid }, { weight: 1, arbitrary: anyScalar });
}

/** Mostly absent (undefined), sometimes the arbitrary's value. */
export const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 3 });

/** Keys a client must never be able to set, with plausible values. */
export const forbiddenExtras = (ids: string[]) =>
  fc.dictionary(
    fc.constantFrom(
      "userId",
      "companyId",
      "id",
      "createdAt",
      "updatedAt",
      "viewCount",
      "accessCode",
      "shareCode",
      "isActive",
      "itemCount",
      "createdById",
      "passwordHash",
      "storageKey",
      "__proto__",
    ),
    fc.oneof(fc.constantFrom(...ids), anyScalar),
    { maxKeys: 2 },
  );

/** Ids for a path or body: mostly the caller's own, sometimes someone else's, random or garbage. */
export function idFrom(own: string[], other: string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...own) },
    { weight: 1, arbitrary: fc.constantFrom(...own).map((id) => id.toUpperCase()) },
    ...(other.length ? [{ weight: 1, arbitrary: fc.constantFrom(...other) }] : []),
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: anyString },
  );
}

export const decimalLike = fc.oneof(
  fc.tuple(fc.nat({ max: 99_999_999_999 }), fc.nat({ max: 999 })).map(([a, b]) => `${a}.${b}`),
  fc.nat({ max: 200 }).map(String),
  fc.double({ min: -1e16, max: 1e16, noNaN: false }),
  fc.stringMatching(/^\$?[0-9,]{0,17}(\.[0-9]{0,4})?$/),
  evilString,
);

export const dateLike = fc.oneof(
  fc.date({ min: new Date("1700-01-01T00:00:00Z"), max: new Date("2300-01-01T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString()),
  fc
    .date({ min: new Date("1700-01-01T00:00:00Z"), max: new Date("2300-01-01T00:00:00Z"), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  evilString,
);

export const urlLike = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.webUrl().map((u) => new URL(u).toString()),
  evilString,
);

/** A request query: the keys a route reads, plus noise. */
export function queryFrom(keys: string[], values: fc.Arbitrary<string> = anyString): fc.Arbitrary<Record<string, string>> {
  return fc.dictionary(
    fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...keys, "x") }, { weight: 1, arbitrary: fc.string({ maxLength: 6 }) }),
    values,
    { maxKeys: 3 },
  );
}

/** A body as sent: JSON of a near-valid value, JSON of anything, or raw text that may not be JSON. */
export type FuzzBody = { kind: "json"; value: unknown } | { kind: "raw"; text: string };

export function bodyFrom(nearValid: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzBody> {
  return fc.oneof(
    { weight: 7, arbitrary: nearValid.map((value) => ({ kind: "json" as const, value })) },
    { weight: 2, arbitrary: anyJson.map((value) => ({ kind: "json" as const, value })) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(anyString, fc.constantFrom("{", "[1,", '{"a":}', "null", '"\\ud800"', '{"__proto__":{"x":1}}'))
        .map((text) => ({ kind: "raw" as const, text })),
    },
  );
}

/** Runs per property; FUZZ_RUNS raises it (never below the 1,000 the issue asks for). */
export const FUZZ_RUNS = Math.max(1000, Number(process.env.FUZZ_RUNS) || 0);
export const fuzzSeed = () => (process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined);

/** Strictly valid values for the "mostly valid" side of the generators. */
export const validDecimal = (digits: number, scale: number, max?: number) =>
  fc
    .tuple(fc.bigInt({ min: 0n, max: 10n ** BigInt(digits - scale) - 1n }), fc.nat({ max: 10 ** scale - 1 }))
    .map(([int, frac]) => `${int}.${String(frac).padStart(scale, "0")}`)
    .filter((text) => max === undefined || Number(text) <= max);

export const validDate = fc
  .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true })
  .chain((d) => fc.constantFrom(d.toISOString(), d.toISOString().slice(0, 10)));

export const validUrl = fc.webUrl().map((u) => new URL(u).toString());

/** Emails zod's email check accepts (fast-check's RFC-general ones are mostly refused). */
export const validEmail = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,19}$/).map((local) => `${local.replace(/\.+$/, "").replace(/\.\.+/g, ".")}@example.com`),
  },
  { weight: 1, arbitrary: fc.emailAddress() },
);
