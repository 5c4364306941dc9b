// `npx tsx lib/checklist/india-2026-apply.ts`: applies INDIA_2026_REWORDINGS to the phase files and
// to the frozen slugs, so each reworded line keeps its slug (and the founders' files). Idempotent:
// a rewording already applied is reported and skipped. Afterwards set each reworded line's source
// (printed below) in the phase's `lines` map, then run `npx jest lib/checklist`.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { hasLine, INDIA_2026_REWORDINGS, rewordFrozenSlugs, rewordPhaseText } from "./india-2026-rewordings";

const dir = path.dirname(new URL(import.meta.url).pathname);
const slugsFile = path.join(dir, "document-slugs.data.ts");
let slugs = readFileSync(slugsFile, "utf8");

for (const r of INDIA_2026_REWORDINGS) {
  const file = path.join(dir, "phases", `${r.phase}.ts`);
  const text = readFileSync(file, "utf8");
  if (!hasLine(text, r.from)) {
    console.log(`${hasLine(text, r.to) ? "already applied" : "NOT FOUND"}: ${r.task}: ${r.from}`);
    continue;
  }
  writeFileSync(file, rewordPhaseText(text, r));
  slugs = rewordFrozenSlugs(slugs, r);
  console.log(`reworded ${r.task}: ${r.to}\n  source: ${r.source} (as of ${r.asOf})`);
}
writeFileSync(slugsFile, slugs);
