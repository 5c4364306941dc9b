import { type Algorithm, hash as argonHash, verify as argonVerify } from "@node-rs/argon2";
import bcrypt from "bcryptjs";
import { availableParallelism } from "node:os";
import { RetryLaterError } from "@/lib/errors";
import { authMessages } from "@/lib/messages/auth";
import { type HashJob, runOnHashThread } from "./hash-pool";

/**
 * Passwords are hashed with argon2id (OWASP: m=19 MiB, t=2, p=1) by a native hasher on threads of
 * low CPU priority (lib/auth/hash-pool.ts), so a flood of sign-ups never blocks the event loop nor
 * takes a core from it. Tests hash hundreds of passwords, so they use the minimum cost. Hashes written by the old code (bcryptjs, `$2a$`/`$2b$`)
 * still verify and are replaced on the next successful sign-in (`needsRehash`).
 */
// Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const ARGON2ID = 2 as Algorithm;
const PARAMS =
  process.env.NODE_ENV === "test"
    ? { algorithm: ARGON2ID, memoryCost: 1024, timeCost: 1, parallelism: 1 }
    : { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };
const PARAM_TAG = `$argon2id$v=19$m=${PARAMS.memoryCost},t=${PARAMS.timeCost},p=${PARAMS.parallelism}$`;

/**
 * Thrown when HASH_CONCURRENCY hashes are already running: a route answers it as 503 with
 * Retry-After at once (lib/api/respond.ts), with no try/catch of its own.
 */
export class HashBusyError extends RetryLaterError {
  constructor() {
    super(503, authMessages.hashBusy, HASH_BUSY_RETRY_AFTER_SECONDS);
    this.name = "HashBusyError";
  }
}

/** Seconds a client is asked to wait (Retry-After) when the hasher is full. */
export const HASH_BUSY_RETRY_AFTER_SECONDS = 2;

function hashConcurrency(): number {
  const value = Number(process.env.HASH_CONCURRENCY);
  if (Number.isInteger(value) && value > 0) return value;
  // Test suites create users in parallel; the 503 tests set HASH_CONCURRENCY themselves.
  if (process.env.NODE_ENV === "test") return 64;
  // Up to 4, one core fewer than the machine has so the event loop keeps a core, but at least 2 so
  // two people signing up in the same 50 ms are both served (on 2 cores: 2 hashes at a time).
  return Math.min(4, Math.max(2, availableParallelism() - 1));
}

let inFlight = 0;

/** Whether another hash could start now (lets a handler refuse before reading anything). */
export function hashCapacityLeft(): boolean {
  return inFlight < hashConcurrency();
}

/** HashBusyError unless another hash could start now: a route's `refuseFirst` (lib/api/handler.ts). */
export function assertHashCapacity(): void {
  if (!hashCapacityLeft()) throw new HashBusyError();
}

/** Runs `work` as one of at most HASH_CONCURRENCY hashes; beyond that, fails at once (no queue). */
async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (inFlight >= hashConcurrency()) throw new HashBusyError();
  inFlight++;
  try {
    return await work();
  } finally {
    inFlight--;
  }
}

/** On a hashing thread when they are on; in process (libuv's pool) otherwise. */
function run<T>(job: HashJob, inProcess: () => Promise<T>): Promise<T> {
  return runOnHashThread<T>(job, hashConcurrency()) ?? inProcess();
}

export function hashPassword(password: string): Promise<string> {
  return bounded(() => run({ op: "hash", password, params: PARAMS }, () => argonHash(password, PARAMS)));
}

function argonCheck(stored: string, password: string): Promise<boolean> {
  return run({ op: "verify", password, stored }, () => argonVerify(stored, password)).catch(() => false);
}

// Verified against when the email is unknown, so both paths cost the same. Made once, lazily.
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= run({ op: "hash", password: "not-a-real-password", params: PARAMS }, () => argonHash("not-a-real-password", PARAMS));
  return dummyHash;
}

/**
 * Starts the hashing threads and makes the dummy hash at start-up (instrumentation.ts), so the
 * first sign-ups of a flood do not pay for thread start-up on the event loop.
 */
export async function warmUpHashing(): Promise<void> {
  await getDummyHash();
}

const BCRYPT_MAX_BYTES = 72;

export interface PasswordCheck {
  ok: boolean;
  /** The stored hash is bcrypt or older argon2 parameters: store hashPassword(password) now. */
  needsRehash: boolean;
}

/**
 * Checks `password` against a stored hash (argon2id, or a legacy bcrypt one). Every byte counts:
 * bcrypt reads only the first 72, so a legacy hash never accepts a longer password (that founder
 * uses the reset link); argon2 hashes the whole password.
 */
export async function checkPassword(password: string, stored: string | null | undefined): Promise<PasswordCheck> {
  return bounded(async () => {
    if (!stored) {
      await argonCheck(await getDummyHash(), password);
      return { ok: false, needsRehash: false };
    }
    if (stored.startsWith("$argon2")) {
      const ok = await argonCheck(stored, password);
      return { ok, needsRehash: ok && !stored.startsWith(PARAM_TAG) };
    }
    if (/^\$2[aby]\$/.test(stored)) {
      if (Buffer.byteLength(password, "utf8") > BCRYPT_MAX_BYTES) return { ok: false, needsRehash: false };
      const ok = await run({ op: "bcrypt", password, stored }, () => bcrypt.compare(password, stored));
      return { ok, needsRehash: ok };
    }
    return { ok: false, needsRehash: false };
  });
}

/** Compatibility for callers that only need yes or no. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  return (await checkPassword(password, stored)).ok;
}
