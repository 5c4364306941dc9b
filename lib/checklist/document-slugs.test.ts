/** @jest-environment node */
import { parseDocumentLines } from "@/lib/progress/rules";

import { documentSlugs, slugifyDocument } from "./document-slugs";
import { FROZEN_DOCUMENT_SLUGS } from "./document-slugs.data";
import { checklist } from "./index";

const tasks = checklist.flatMap((phase) => phase.tasks);
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe("document line slugs", () => {
  it("gives every document line of every task a kebab-case slug, unique within its task", () => {
    for (const task of tasks) {
      const slugs = documentSlugs(task.slug, task.description);
      expect(slugs).toHaveLength(parseDocumentLines(task.description).length);
      expect({ task: task.slug, unique: new Set(slugs).size === slugs.length }).toEqual({ task: task.slug, unique: true });
      for (const slug of slugs) expect(slug).toMatch(KEBAB);
    }
  });

  it("has every shipped line frozen (run `npx tsx lib/checklist/freeze-slugs.ts` after adding lines)", () => {
    for (const task of tasks) {
      const frozen = FROZEN_DOCUMENT_SLUGS[task.slug] ?? {};
      const unfrozen = parseDocumentLines(task.description)
        .map((line) => line.name)
        .filter((name) => !Object.values(frozen).includes(name));
      expect({ task: task.slug, unfrozen }).toEqual({ task: task.slug, unfrozen: [] });
    }
  });

  it("keeps each line's slug when lines are inserted, removed or reordered", () => {
    for (const task of tasks) {
      const lines = parseDocumentLines(task.description).map((l) => l.name);
      const slugOf = new Map(lines.map((name, i) => [name, documentSlugs(task.slug, task.description)[i]]));
      const variants = [["A brand new first document line", ...lines], lines.slice(1), [...lines].reverse()];
      for (const variant of variants) {
        const description = `Why.\n${variant.map((name) => `- ${name}`).join("\n")}`;
        const slugs = documentSlugs(task.slug, description);
        variant.forEach((name, i) => {
          if (slugOf.has(name)) expect(slugs[i]).toBe(slugOf.get(name));
        });
      }
    }
  });

  it("keeps a frozen slug when the line's text is edited in the checklist and in the frozen data", () => {
    const frozen = { t: { "bank-statements": "Bank statements for 24 months" } };
    expect(documentSlugs("t", "Why.\n- Bank statements for 24 months", frozen)).toEqual(["bank-statements"]);
    const reworded = { t: { "bank-statements": "Bank statements for 36 months" } };
    expect(documentSlugs("t", "Why.\n- Other line\n- Bank statements for 36 months", reworded)).toEqual(["other-line", "bank-statements"]);
  });

  it("derives unique slugs for unfrozen lines without taking a frozen slug of another text", () => {
    const frozen = { t: { "board-minutes": "Board minutes (signed)" } };
    expect(documentSlugs("t", "Why.\n- Board minutes\n- Board minutes!\n- Board minutes (signed)", frozen)).toEqual([
      "board-minutes-2",
      "board-minutes-3",
      "board-minutes",
    ]);
  });

  it("slugifies text to at most 64 characters, cut at a word", () => {
    expect(slugifyDocument("Certificate of Incorporation (INC-11) showing the CIN")).toBe("certificate-of-incorporation-inc-11-showing-the-cin");
    const long = slugifyDocument("Word ".repeat(40));
    expect(long.length).toBeLessThanOrEqual(64);
    expect(long).toMatch(KEBAB);
    expect(slugifyDocument("—")).toBe("document");
  });
});
