import { POST as uploadRoute } from "@/app/api/files/route";
import { call } from "./http";

export const PDF_BYTES = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** A multipart form as the browser builds it: companyId first, then the file. */
export function uploadForm(companyId: string | null, bytes: Uint8Array, fileName: string, type = "application/octet-stream"): FormData {
  const form = new FormData();
  if (companyId !== null) form.append("companyId", companyId);
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}

/** Uploads through POST /api/files and answers the response. */
export function uploadFile(cookie: string, companyId: string, bytes: Uint8Array = PDF_BYTES, fileName = "deck.pdf") {
  return call(uploadRoute, "/api/files", { method: "POST", cookie, rawBody: uploadForm(companyId, bytes, fileName) });
}
