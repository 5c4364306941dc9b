import { defineOverlay } from "../overlay";
import { US_REVIEW_BY, usLegalTasks } from "./us-legal";
import { usOperationsTasks } from "./us-operations";

/** United States: a Delaware C-corporation (the usual structure for a US venture-backed start-up). */
export const usOverlay = defineOverlay({ jurisdiction: "US", reviewBy: US_REVIEW_BY }, [...usLegalTasks, ...usOperationsTasks]);
