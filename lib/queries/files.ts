import { useQuery } from "@tanstack/react-query";
import type { FileJson, StartedUploadJson, StorageUsageJson } from "@/lib/files/schema/files";
import { ApiClientError, apiJson, throwIfNotOk } from "./client";
import { UPLOAD_CANCELLED } from "@/lib/messages/files";

/** The contracts of the file routes: lib/files/schema/files.ts. */
export type UploadedFile = FileJson;
export type StorageUsage = StorageUsageJson;
type StartedUpload = StartedUploadJson;

function storeError(xhr: XMLHttpRequest): ApiClientError {
  let message = `${xhr.status}: ${xhr.statusText || "Upload failed"}`;
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    if (typeof body.message === "string" && body.message) message = body.message;
  } catch {
    // A store answers XML: the status line is the message (SPEC.md section 8).
  }
  return new ApiClientError(xhr.status, message);
}

/**
 * The bytes go straight to where the app said (the object store's presigned URL, or the app
 * itself on the local driver). XMLHttpRequest rather than fetch because fetch reports no upload
 * progress, and a 25 MB file on a slow link needs a moving bar.
 */
function putFile(target: StartedUpload, file: File, onProgress?: (percent: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.method, target.url);
    // Cookies only for the app itself; a store authorizes by the URL's signature.
    xhr.withCredentials = target.url.startsWith("/");
    for (const [name, value] of Object.entries(target.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(storeError(xhr)));
    xhr.onerror = () => reject(new ApiClientError(0, "Network error: the file could not be uploaded"));
    xhr.onabort = () => reject(new ApiClientError(0, UPLOAD_CANCELLED));
    if (signal?.aborted) return xhr.abort();
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/**
 * Direct upload: the app signs a request for this file (company, size, type), the
 * browser PUTs the bytes, and the app verifies and records them. `signal` cancels.
 */
export async function uploadFile(companyId: string, file: File, onProgress?: (percent: number) => void, signal?: AbortSignal): Promise<UploadedFile> {
  const target = await apiJson<StartedUpload>("POST", "/api/files/uploads", {
    companyId,
    fileName: file.name,
    size: file.size,
    contentType: file.type,
  });
  await putFile(target, file, onProgress, signal);
  if (signal?.aborted) throw new ApiClientError(0, UPLOAD_CANCELLED);
  const done = await apiJson<UploadedFile>("POST", target.completeUrl);
  onProgress?.(100);
  return done;
}

export const storageUsageKey = (companyId: string) => ["/api/files/usage", companyId] as const;

export function useStorageUsage(companyId: string, options: { enabled?: boolean } = {}) {
  return useQuery<StorageUsage>({
    queryKey: storageUsageKey(companyId),
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/files/usage?companyId=${encodeURIComponent(companyId)}`, { credentials: "include", signal });
      await throwIfNotOk(res);
      return (await res.json()) as StorageUsage;
    },
    enabled: options.enabled !== false,
  });
}
