import { build } from "./bench/server";
console.log("build s", build(".next-bench"));
