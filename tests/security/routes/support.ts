import { documentKey } from "@/lib/domain/documents";
import type { Tenant } from "../fixtures";

/** The key of the tenant's first document on its task. */
export const doc0 = (t: Tenant) => documentKey(t.taskId, 0);
