import { POST as completeRoute } from "@/app/api/files/uploads/[id]/complete/route";
import { PUT as putRoute } from "@/app/api/files/uploads/[id]/route";
import { POST as startRoute } from "@/app/api/files/uploads/route";
import { call, type CallResult } from "./http";

export interface StartedUpload {
  id: string;
  url: string;
  method: "PUT";
  headers: Record<string, string>;
  completeUrl: string;
  expiresAt: string;
}

export function startDirectUpload(cookie: string | undefined, body: { companyId: string; fileName: string; size: number; contentType?: string }) {
  return call<StartedUpload>(startRoute, "/api/files/uploads", { method: "POST", cookie, body });
}

/**
 * PUTs the bytes where the app said: the store's presigned URL (a real HTTP request to the S3
 * server), or the app's own PUT route (local driver), as the browser would.
 */
export async function putBytes(target: StartedUpload, bytes: Uint8Array, cookie: string, headers = target.headers): Promise<number> {
  if (/^https?:/.test(target.url)) {
    const res = await fetch(target.url, { method: "PUT", headers, body: new Uint8Array(bytes) });
    await res.arrayBuffer();
    return res.status;
  }
  const id = target.url.split("/").pop()!;
  const blob = new Blob([new Uint8Array(bytes)]);
  const res = await call(putRoute, target.url, { method: "PUT", cookie, params: { id }, headers, rawBody: blob as unknown as string });
  return res.status;
}

export function completeDirectUpload(cookie: string | undefined, id: string): Promise<CallResult> {
  return call(completeRoute, `/api/files/uploads/${id}/complete`, { method: "POST", cookie, params: { id } });
}

/** The whole client flow: start, PUT, complete. Answers the completion's result. */
export async function directUpload(cookie: string, companyId: string, bytes: Uint8Array, fileName: string, contentType = "application/pdf") {
  const started = await startDirectUpload(cookie, { companyId, fileName, size: bytes.length, contentType });
  if (started.status !== 201) return started;
  const put = await putBytes(started.body, bytes, cookie);
  if (put !== 200) throw new Error(`PUT answered ${put}`);
  return completeDirectUpload(cookie, started.body.id);
}
