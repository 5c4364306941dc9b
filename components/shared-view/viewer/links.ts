/** The viewer's fetch of a visitor file (served inline, watermarked by the server when the space says so). */
export const viewUrl = (url: string) => `${url}?disposition=inline`;
/** A forced download (refused by the server when the space's downloads are off). */
export const downloadUrl = (url: string) => `${url}?disposition=attachment`;

export type ViewKind = "pdf" | "image" | "other";

export function viewKind(contentType: string | null): ViewKind {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  if (type === "application/pdf") return "pdf";
  if (/^image\/(png|jpeg|gif|webp)$/.test(type)) return "image";
  return "other";
}

/** Zoom steps of the PDF viewer (1 = 100%). */
export const ZOOM_MIN = 0.25;
export const ZOOM_MAX = 4;
export const ZOOM_STEP = 0.25;

export function nextZoom(current: number, direction: 1 | -1): number {
  const stepped = Math.round((current + direction * ZOOM_STEP) / ZOOM_STEP) * ZOOM_STEP;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, stepped));
}

/** The page after a key or button, kept within 1..count. */
export function nextPage(current: number, count: number, delta: number): number {
  return Math.min(Math.max(1, current + delta), Math.max(1, count));
}

/** Space analytics: the beacon route of the space a visitor file URL belongs to, and the file's id. */
export function beaconTarget(url: string): { endpoint: string; fileId: string } | null {
  const match = /^(\/api\/shared\/[^/?#]+)\/files\/([^/?#]+)/.exec(url);
  return match ? { endpoint: `${match[1]}/beacons`, fileId: decodeURIComponent(match[2]) } : null;
}
