// One password-hashing thread (lib/auth/hash-pool.ts starts it). Plain JavaScript, loaded by path at
// run time rather than bundled, so the worker has its own copy of the native hasher.
//
// The thread lowers its own scheduling priority first (HASH_THREAD_NICE, default 10; 0 keeps it): on
// Linux the nice value is per thread, and /proc/thread-self names this thread's id. A flood of
// sign-ups then yields the CPU to the event loop every visitor waits on (nice 10 weighs about a
// tenth of a normal thread), while a sign-in on a busy server still gets a share and finishes.
// Where that cannot be done (another OS), hashing still runs off the event loop.
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import argon2 from "@node-rs/argon2";
import bcrypt from "bcryptjs";

const { hashSync, verifySync } = argon2;

const nice = Number(process.env.HASH_THREAD_NICE ?? 10);
try {
  const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
  if (Number.isInteger(tid) && tid > 0 && Number.isInteger(nice) && nice > 0 && nice <= 19) setPriority(tid, nice);
} catch {
  // Not Linux: the thread keeps the default priority.
}

parentPort.on("message", ({ id, op, password, stored, params }) => {
  try {
    let result;
    if (op === "hash") result = hashSync(password, params);
    else if (op === "verify") result = verifySync(stored, password);
    else if (op === "bcrypt") result = bcrypt.compareSync(password, stored);
    else throw new Error(`unknown op ${op}`);
    parentPort.postMessage({ id, result });
  } catch (error) {
    // A malformed stored hash is a failed check, as in the in-process path.
    parentPort.postMessage({ id, result: op === "hash" ? undefined : false, error: op === "hash" ? String(error) : undefined });
  }
});
