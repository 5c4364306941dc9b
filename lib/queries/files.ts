import { useQuery } from "@tanstack/react-query";
import { ApiClientError, throwIfNotOk } from "@/lib/api/client";

/** What POST /api/files answers (201). */
export interface UploadedFile {
  id: string;
  url: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
}

function uploadError(xhr: XMLHttpRequest): ApiClientError {
  let body: unknown = xhr.responseText || xhr.statusText;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    // Not JSON: keep the text, as the fetch client does (SPEC.md section 8).
  }
  const message =
    body && typeof body === "object" && typeof (body as { message?: unknown }).message === "string"
      ? (body as { message: string }).message
      : `${xhr.status}: ${xhr.statusText || "Upload failed"}`;
  return new ApiClientError(xhr.status, message, body);
}

/**
 * Multipart POST /api/files. XMLHttpRequest rather than fetch because fetch reports no upload
 * progress, and a 25 MB file on a slow link needs a moving bar.
 */
export function uploadFile(companyId: string, file: File, onProgress?: (percent: number) => void): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append("companyId", companyId);
    form.append("file", file);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/files");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as UploadedFile);
        } catch {
          reject(new ApiClientError(xhr.status, "Upload failed"));
        }
      } else {
        reject(uploadError(xhr));
      }
    };
    xhr.onerror = () => reject(new ApiClientError(0, "Network error: the file could not be uploaded"));
    xhr.send(form);
  });
}

/** What GET /api/files/usage answers: the company's stored bytes (trash included until swept) and its quota. */
export interface StorageUsage {
  usedBytes: number;
  quotaBytes: number;
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
