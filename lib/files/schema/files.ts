import { z } from "zod";

/** A stored file as POST /api/files and POST /api/files/uploads/{id}/complete answer it (201). */
export const uploadedFileResponse = z.object({
  id: z.string(),
  /** `/api/files/{id}`: the only address of the bytes (authorized per request). */
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type FileJson = z.output<typeof uploadedFileResponse>;

/** What POST /api/files/uploads answers: one PUT with these headers, then POST `completeUrl`. */
export const startedUploadResponse = z.object({
  id: z.string(),
  url: z.string(),
  method: z.literal("PUT"),
  headers: z.record(z.string(), z.string()),
  completeUrl: z.string(),
  expiresAt: z.string(),
});
export type StartedUploadJson = z.output<typeof startedUploadResponse>;

/** GET /api/files/usage: the company's stored bytes (trash included until swept) and its quota. */
export const storageUsageResponse = z.object({ usedBytes: z.number(), quotaBytes: z.number() });
export type StorageUsageJson = z.output<typeof storageUsageResponse>;
