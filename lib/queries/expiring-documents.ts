import { useQuery } from "@tanstack/react-query";
import type { ExpiringDocument } from "@/lib/progress/document-expiry";
import { progressKeys } from "./progress";

/**
 * Under the company's progress key: every save (invalidateAfterProgressSave) refreshes it too.
 * The default queryFn GETs /api/company/{id}/progress/expiring.
 */
export const expiringDocumentsKey = (companyId: string) => [...progressKeys.company(companyId), "expiring"] as const;

/** The company's expired and expiring documents, most urgent first. */
export function useExpiringDocuments(companyId: string) {
  return useQuery<{ data: ExpiringDocument[] }, Error, ExpiringDocument[]>({
    queryKey: expiringDocumentsKey(companyId),
    select: (body) => body.data,
  });
}
