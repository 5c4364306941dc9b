import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./server";
import type { Machine } from "./types";

function packageVersion(name: string): string {
  try {
    return (JSON.parse(readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;
  } catch {
    return "unknown";
  }
}

function osName(): string {
  try {
    const release = readFileSync("/etc/os-release", "utf8");
    return /^PRETTY_NAME="?([^"\n]+)"?/m.exec(release)?.[1] ?? `${os.type()} ${os.release()}`;
  } catch {
    return `${os.type()} ${os.release()}`;
  }
}

export function machine(postgres: string): Machine {
  return {
    nproc: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? "unknown",
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    next: packageVersion("next"),
    postgres,
    pglite: packageVersion("@electric-sql/pglite"),
    os: `${osName()}, kernel ${os.release()}`,
    loadAtStart: os.loadavg(),
  };
}
