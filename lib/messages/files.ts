/**
 * User-facing messages of SPEC.md sections 5 and 8, one file per concern (lib/messages/*.ts); import
 * from the file, e.g. "@/lib/messages/toasts", so a page ships only the groups it reads. Do not
 * retype these strings in components.
 */

export const FILE_TOO_LARGE = "File is too large (max 25 MB)";
export const NO_FILE = "No file uploaded";
export const NOT_MULTIPART = "Expected a multipart/form-data body";
export const FILE_TYPE_NOT_ALLOWED = "This file type is not allowed";
export const FILE_EMPTY = "The file is empty";
export const FILE_NOT_FOUND = "File not found";
export const STORAGE_FULL = "The server has no room to store this file right now. Please try again later.";
export const STORAGE_UNAVAILABLE = "File storage is unreachable right now. Nothing was saved; please try again in a moment.";
export const UPLOAD_NOT_FOUND = "Upload not found";
export const UPLOAD_EXPIRED = "This upload has expired. Please upload the file again.";
export const UPLOAD_INCOMPLETE = "The file did not arrive complete. Please upload it again.";
export const UPLOAD_MISMATCH = "The upload does not match the request it was signed for";
export const UPLOAD_CANCELLED = "Upload cancelled";
