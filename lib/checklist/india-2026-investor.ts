import { doc, overlayTask } from "./overlay";
import type { OverlayTask } from "./types";

/**
 * What investors' request lists ask of every company, whatever its country (tagged "core", so
 * they need no statutory source); registered with the India 2026 overlay (india-2026.ts).
 */
const core = { jurisdiction: "core" } as const;

export const investorRequestTasks: OverlayTask[] = [
  overlayTask({
    phase: "legal",
    slug: "legal-in-cap-table-tie-out",
    title: "Cap-table tie-out and option pool reconciliation",
    category: "Share Capital & Securities",
    priority: "high",
    estimatedDays: 3,
    order: 411,
    tags: core,
    summary:
      "Investors price the round on the cap table, so they ask for it proven: every share traced to its approval, filing and register entry, and every option to the pool it was granted from.",
    documents: [
      doc("Cap-table tie-out tracing every allotment and transfer to its approving resolution, its regulatory filing and its register entry"),
      doc("ESOP grant ledger reconciled to the approved pool: grants, vesting, exercises, lapses and the unallocated balance"),
      doc("Signed term sheet for the current round"),
    ],
  }),
  overlayTask({
    phase: "supporting",
    slug: "supporting-in-data-room-ddq",
    title: "Data-room index and due diligence questionnaire",
    category: "Correspondence Files",
    priority: "medium",
    estimatedDays: 2,
    order: 412,
    tags: core,
    summary: "A mapped data room and a completed questionnaire shorten diligence and make the disclosure letter checkable against the evidence.",
    documents: [
      doc("Data-room index mapping each folder to the investor's request list"),
      doc("Completed due diligence questionnaire with cross-references to the data room"),
      doc("Disclosure letter against the current round's warranties"),
    ],
  }),
  overlayTask({
    phase: "supporting",
    slug: "supporting-in-finder-agreements",
    title: "Finder and broker agreements",
    category: "Agreements Register",
    priority: "medium",
    estimatedDays: 1,
    order: 413,
    tags: core,
    summary: "Success fees owed to finders or brokers come out of the round; investors want every such arrangement and what has been paid.",
    documents: [
      doc("Finder, broker and placement-agent agreements for the current and earlier rounds"),
      doc("Invoices and payment records for finder and broker fees"),
    ],
  }),
];
