import { defineOverlay } from "../overlay";
import { usLegalTasks } from "./us-legal";
import { usOperationsTasks } from "./us-operations";

/** United States: a Delaware C-corporation (the usual structure for a US venture-backed start-up). */
export const usOverlay = defineOverlay("US", [...usLegalTasks, ...usOperationsTasks]);
