import { build } from "./bench/server";
import { firstLoadJs, kb } from "./bench/bundle";
console.log("build s", build(".next-bench"));
for (const b of firstLoadJs(".next-bench")) console.log(b.route, kb(b.gzipBytes), b.files.length);
