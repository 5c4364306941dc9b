import { documentKey } from "@/lib/progress/rules";
import type { Tenant } from "../fixtures";

/** The key of the tenant's first document on its task. */
export const doc0 = (t: Tenant) => documentKey(t.taskId, 0);
