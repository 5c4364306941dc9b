import { existsSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";

/**
 * Password hashing threads at a low CPU priority (lib/auth/hash-worker.mjs lowers its own:
 * HASH_THREAD_NICE). lib/auth/password.ts bounds how many hashes run at once, so the pool never
 * needs more threads than that bound (started as needed), and a job always finds an idle thread.
 * Returns null where threads are off (HASH_THREADS=0, the test default, or no worker file in a
 * bundle), and the caller hashes in process on libuv's pool instead.
 */
export type HashJob = { op: "hash"; password: string; params: object } | { op: "verify" | "bcrypt"; password: string; stored: string };

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>;
}

const WORKER_FILE = path.join(process.cwd(), "lib", "auth", "hash-worker.mjs");
// On globalThis: the start-up hook (instrumentation.ts) and the route handlers are bundled apart,
// each with its own copy of this module, and must share one pool.
const globals = globalThis as typeof globalThis & { __hashThreads?: Thread[] | null };
let nextId = 0;

function enabled(): boolean {
  const setting = process.env.HASH_THREADS?.trim();
  if (setting) return setting !== "0";
  // Test suites load this module once per file; in-process hashing keeps them from piling up threads.
  return process.env.NODE_ENV !== "test";
}

function startThread(): Thread {
  const thread: Thread = { worker: new Worker(WORKER_FILE, { env: process.env }), pending: new Map() };
  thread.worker.on("message", ({ id, result, error }: { id: number; result: unknown; error?: string }) => {
    const job = thread.pending.get(id);
    thread.pending.delete(id);
    if (thread.pending.size === 0) thread.worker.unref();
    if (error) job?.reject(new Error(error));
    else job?.resolve(result);
  });
  const fail = (error: Error) => {
    for (const job of thread.pending.values()) job.reject(error);
    thread.pending.clear();
    // A fresh thread takes this one's place.
    const all = globals.__hashThreads;
    if (all?.includes(thread)) all[all.indexOf(thread)] = startThread();
  };
  thread.worker.on("error", fail);
  thread.worker.on("exit", (code) => code !== 0 && fail(new Error(`hash thread exited with ${code}`)));
  // An idle thread never keeps the process alive (tests, scripts); one with a job does (below).
  thread.worker.unref();
  return thread;
}

function pool(): Thread[] | null {
  if (globals.__hashThreads === undefined) globals.__hashThreads = enabled() && existsSync(WORKER_FILE) ? [] : null;
  return globals.__hashThreads;
}

/** An idle thread, a new one while fewer than `size` run, else the least busy. */
function pick(all: Thread[], size: number): Thread {
  const idle = all.find((thread) => thread.pending.size === 0);
  if (idle) return idle;
  if (all.length < size) {
    all.push(startThread());
    return all[all.length - 1];
  }
  return all.reduce((best, thread) => (thread.pending.size < best.pending.size ? thread : best));
}

/** Runs `job` on a hashing thread, or answers null when threads are off (hash in process then). */
export function runOnHashThread<T>(job: HashJob, size: number): Promise<T> | null {
  const all = pool();
  if (!all) return null;
  const thread = pick(all, size);
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    thread.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    thread.worker.ref();
    thread.worker.postMessage({ id, ...job });
  });
}
