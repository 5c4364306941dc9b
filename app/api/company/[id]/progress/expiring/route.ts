import { withAuth } from "@/lib/api/handler";
import { listExpiringDocuments } from "@/lib/notifications/expiring-documents";

/** The company's expired and expiring documents (the dashboard's "Expiring documents" card). */
export const GET = withAuth(async ({ company }) => ({ data: await listExpiringDocuments({ company }) }), { company: { from: "path", can: "read" } });
