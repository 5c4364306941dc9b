/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from "node:fs";
import bcrypt from "bcryptjs";

// The pool reads HASH_THREADS when it first starts; the suites' default (off) is turned on here.
process.env.HASH_THREADS = "1";
process.env.HASH_THREAD_NICE = "17";

/** Nice values of this process's threads, from /proc (field 19 of each task's stat). */
function threadNiceValues(): number[] {
  return readdirSync("/proc/self/task").map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
  });
}

describe("password hashing threads", () => {
  it("hash, verify and legacy bcrypt checks run on a thread at the configured low CPU priority", async () => {
    const before = threadNiceValues().filter((nice) => nice === 17).length;
    const { checkPassword, hashPassword } = await import("./password");
    const stored = await hashPassword("correct horse battery");
    expect(stored.startsWith("$argon2id$")).toBe(true);
    expect((await checkPassword("correct horse battery", stored)).ok).toBe(true);
    expect((await checkPassword("wrong horse battery", stored)).ok).toBe(false);
    const legacy = bcrypt.hashSync("old password 1", 4);
    expect(await checkPassword("old password 1", legacy)).toEqual({ ok: true, needsRehash: true });
    expect((await checkPassword("not it", "$argon2id$garbage")).ok).toBe(false);
    // The hashing thread lowered itself to HASH_THREAD_NICE; the test's own threads stay as they were.
    expect(threadNiceValues().filter((nice) => nice === 17).length).toBe(before + 1);
  });
});
