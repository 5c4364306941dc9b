/** @jest-environment node */
import { parseDocumentLines } from "@/lib/progress/rules";

import { checklist, PHASE_COLORS, PRIORITIES, type ChecklistPhase } from "./index";
import { categoriesLabel, checklistStats, documentsLabel, phaseStats, sampleDocuments } from "./stats";

// CHECKLIST.md: phase names, icons, exact categories and minimum document counts.
const EXPECTED = [
  {
    slug: "legal",
    name: "Legal Due Diligence",
    icon: "file-contract",
    minDocuments: 120,
    categories: [
      "Incorporation",
      "Share Capital & Securities",
      "Corporate Governance",
      "Foreign Investment & Exchange Control",
      "Intellectual Property",
      "Material Contracts",
      "Real Estate",
    ],
  },
  {
    slug: "financial",
    name: "Financial Due Diligence",
    icon: "calculator",
    minDocuments: 80,
    categories: ["Banking", "Taxation", "Financial Statements & Audits", "Loans & Borrowings"],
  },
  {
    slug: "hr",
    name: "Human Resources & Employment",
    icon: "users",
    minDocuments: 50,
    categories: ["Employment Documentation", "Statutory Labour Compliance"],
  },
  {
    slug: "risk",
    name: "Risk & Compliance",
    icon: "shield",
    minDocuments: 60,
    categories: ["Licences & Registrations", "Insurance", "Litigation", "Data Protection"],
  },
  {
    slug: "operations",
    name: "Operational Documentation",
    icon: "cogs",
    minDocuments: 40,
    categories: ["Technology", "Quality Certifications"],
  },
  {
    slug: "supporting",
    name: "Supporting Documentation",
    icon: "folder",
    minDocuments: 70,
    categories: ["Minute Books", "Agreements Register", "Correspondence Files"],
  },
];

const PLACEHOLDER = /lorem|TODO|TBD|placeholder|document \d+/i;
const VAGUE = /^(other|misc\.?|miscellaneous|various|any other)\b/i;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const allTasks = checklist.flatMap((phase) => phase.tasks.map((task) => ({ phase, task })));
const documentCount = (phase: ChecklistPhase) => phase.tasks.reduce((sum, task) => sum + parseDocumentLines(task.description).length, 0);

describe("checklist phases", () => {
  it("has the six phases in order with their names, slugs and icons", () => {
    expect(checklist.map((p) => [p.slug, p.name, p.icon])).toEqual(EXPECTED.map((e) => [e.slug, e.name, e.icon]));
    expect(checklist.map((p) => p.order)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("uses allowed colours and has a one-sentence description per phase", () => {
    for (const phase of checklist) {
      expect(PHASE_COLORS).toContain(phase.color);
      expect(phase.description.trim()).toMatch(/^[A-Z][^\n]*\.$/);
    }
    expect(new Set(checklist.map((p) => p.slug)).size).toBe(checklist.length);
  });

  it.each(EXPECTED)("$name has exactly its categories", ({ slug, categories }) => {
    const phase = checklist.find((p) => p.slug === slug)!;
    expect(new Set(phase.tasks.map((t) => t.category))).toEqual(new Set(categories));
  });

  it.each(EXPECTED)("$name has at least $minDocuments documents", ({ slug, minDocuments }) => {
    const phase = checklist.find((p) => p.slug === slug)!;
    expect(documentCount(phase)).toBeGreaterThanOrEqual(minDocuments);
  });

  it("gives every category at least two tasks", () => {
    for (const phase of checklist) {
      const perCategory = new Map<string, number>();
      for (const task of phase.tasks) perCategory.set(task.category, (perCategory.get(task.category) ?? 0) + 1);
      for (const [category, count] of perCategory) {
        expect({ phase: phase.slug, category, ok: count >= 2 }).toEqual({ phase: phase.slug, category, ok: true });
      }
    }
  });
});

describe("checklist tasks", () => {
  it("has globally unique, kebab-case task slugs prefixed by the phase slug", () => {
    const slugs = allTasks.map(({ task }) => task.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const { phase, task } of allTasks) {
      expect(task.slug).toMatch(KEBAB);
      expect(task.slug.startsWith(`${phase.slug}-`)).toBe(true);
    }
  });

  it("has unique order values within each phase", () => {
    for (const phase of checklist) {
      const orders = phase.tasks.map((t) => t.order);
      expect(new Set(orders).size).toBe(orders.length);
      for (const order of orders) expect(Number.isInteger(order) && order > 0).toBe(true);
    }
  });

  it("uses known priorities and positive whole-day estimates", () => {
    for (const { task } of allTasks) {
      expect(PRIORITIES).toContain(task.priority);
      expect(Number.isInteger(task.estimatedDays)).toBe(true);
      expect(task.estimatedDays).toBeGreaterThan(0);
      expect(task.estimatedDays).toBeLessThanOrEqual(30);
      expect(task.title.trim()).not.toBe("");
    }
  });

  it("opens each description with an explanation, then lists one document per line", () => {
    for (const { task } of allTasks) {
      const lines = task.description.split("\n");
      const documents = parseDocumentLines(task.description);
      const explanatory = lines.filter((line) => line.trim() && !/^\s*[-•]/.test(line));
      expect({ slug: task.slug, hasDocuments: documents.length > 0 }).toEqual({ slug: task.slug, hasDocuments: true });
      expect({ slug: task.slug, hasExplanation: explanatory.length > 0 }).toEqual({
        slug: task.slug,
        hasExplanation: true,
      });
      expect(lines[0]).not.toMatch(/^\s*[-•]/);
      // Every line after the explanation is a "- " document line, so no stray text becomes a document.
      expect(lines.slice(explanatory.length)).toEqual(documents.map((d) => `- ${d.name}`));
    }
  });

  it("repeats no document within a task", () => {
    for (const { task } of allTasks) {
      const names = parseDocumentLines(task.description).map((d) => d.name.toLowerCase());
      const duplicates = names.filter((name, i) => names.indexOf(name) !== i);
      expect({ slug: task.slug, duplicates }).toEqual({ slug: task.slug, duplicates: [] });
    }
  });

  it("contains no placeholder or vague text", () => {
    for (const { phase, task } of allTasks) {
      const texts = [phase.name, phase.description, task.title, task.category, ...task.description.split("\n")];
      for (const text of texts) expect(text).not.toMatch(PLACEHOLDER);
      for (const document of parseDocumentLines(task.description)) {
        expect(document.name).not.toMatch(VAGUE);
        expect(document.name.length).toBeGreaterThan(8);
      }
    }
  });
});

describe("checklist stats", () => {
  it("rounds document counts down to the nearest ten", () => {
    expect(documentsLabel(127)).toBe("120+");
    expect(documentsLabel(120)).toBe("120+");
    expect(documentsLabel(129)).toBe("120+");
    expect(documentsLabel(130)).toBe("130+");
    expect(documentsLabel(7)).toBe("0+");
  });

  it("labels category counts", () => {
    expect(categoriesLabel(7)).toBe("7 categories");
    expect(categoriesLabel(1)).toBe("1 category");
  });

  it("computes categories in first-appearance order and counts document lines", () => {
    const phase: ChecklistPhase = {
      slug: "x",
      name: "X",
      description: "X.",
      icon: "folder",
      color: "blue",
      order: 1,
      tasks: [
        { slug: "x-a", title: "A", category: "Beta", priority: "high", estimatedDays: 1, order: 2, description: "Why.\n- One\n- Two" },
        { slug: "x-b", title: "B", category: "Alpha", priority: "low", estimatedDays: 1, order: 1, description: "Why.\n- Three" },
        { slug: "x-c", title: "C", category: "Beta", priority: "low", estimatedDays: 1, order: 3, description: "Why.\n- Four\n- Five\nNote." },
      ],
    };
    expect(phaseStats(phase)).toEqual({
      slug: "x",
      name: "X",
      categories: ["Beta", "Alpha"],
      categoryCount: 2,
      categoriesLabel: "2 categories",
      documentCount: 5,
      documentsLabel: "0+",
    });
    expect(sampleDocuments(phase, 3)).toEqual([
      { category: "Beta", documents: ["One", "Two", "Four"] },
      { category: "Alpha", documents: ["Three"] },
    ]);
  });

  it("keeps the landing card badges promised in SPEC.md section 2 as floors that growth never breaks", () => {
    const promised: [string, string, number][] = [
      ["Legal Due Diligence", "7 categories", 120],
      ["Financial Due Diligence", "4 categories", 80],
      ["Human Resources & Employment", "2 categories", 50],
      ["Risk & Compliance", "4 categories", 60],
      ["Operational Documentation", "2 categories", 40],
      ["Supporting Documentation", "3 categories", 70],
    ];
    const stats = checklistStats();
    expect(stats.map((s) => [s.name, s.categoriesLabel])).toEqual(promised.map(([name, categories]) => [name, categories]));
    stats.forEach((s, i) => {
      expect(s.documentsLabel).toMatch(/^\d+\+$/);
      expect(Number.parseInt(s.documentsLabel, 10)).toBeGreaterThanOrEqual(promised[i][2]);
    });
  });

  it("agrees with a direct count of the data", () => {
    for (const stats of checklistStats()) {
      const phase = checklist.find((p) => p.slug === stats.slug)!;
      expect(stats.documentCount).toBe(documentCount(phase));
      expect(stats.categories).toEqual(EXPECTED.find((e) => e.slug === stats.slug)!.categories);
    }
  });

  it("samples up to four documents per category by default", () => {
    for (const phase of checklist) {
      const samples = sampleDocuments(phase);
      expect(samples.map((s) => s.category)).toEqual(phaseStats(phase).categories);
      for (const sample of samples) {
        expect(sample.documents.length).toBeGreaterThan(0);
        expect(sample.documents.length).toBeLessThanOrEqual(4);
      }
    }
  });
});
