import type { PDFDataRangeTransport } from "pdfjs-dist";
import { viewerText } from "@/lib/messages/shared-view";
import { refusalMessage } from "./controls";
import { viewKind, viewUrl } from "./links";

/** The bytes pdf.js asks for at a time, and the first request's size (the header and, for a small file, all of it). */
export const RANGE_CHUNK = 128 * 1024;

export type Opened =
  | { status: "pdf"; length: number; initial: Uint8Array; url: string }
  | { status: "image"; blob: Blob }
  | { status: "other" }
  | { status: "error"; message: string };

/** A refusal carries the words the viewer shows (access ended, removed...). */
export class Refused extends Error {}

const totalOf = (contentRange: string | null) => Number(/\/(\d+)$/.exec(contentRange ?? "")?.[1] ?? NaN);

/**
 * The viewer's first request: the file's first chunk (Range). The server checks access and says the
 * type; a PDF then loads the rest a chunk at a time, on demand. An image is fetched whole, any
 * other type not at all (its body is cancelled, so no request stays open).
 */
export async function openViewerDocument(url: string, signal: AbortSignal): Promise<Opened> {
  const href = viewUrl(url);
  const res = await fetch(href, { signal, credentials: "same-origin", cache: "no-store", headers: { Range: `bytes=0-${RANGE_CHUNK - 1}` } });
  if (res.status !== 200 && res.status !== 206) {
    await res.body?.cancel();
    return { status: "error", message: refusalMessage(res.status) };
  }
  const kind = viewKind(res.headers.get("content-type"));
  if (kind === "other") {
    await res.body?.cancel();
    return { status: "other" };
  }
  if (kind === "image") {
    if (res.status === 200) return { status: "image", blob: await res.blob() };
    await res.body?.cancel();
    const whole = await fetch(href, { signal, credentials: "same-origin", cache: "no-store" });
    if (!whole.ok) {
      await whole.body?.cancel();
      return { status: "error", message: refusalMessage(whole.status) };
    }
    return { status: "image", blob: await whole.blob() };
  }
  const initial = new Uint8Array(await res.arrayBuffer());
  const length = res.status === 206 ? totalOf(res.headers.get("content-range")) : initial.byteLength;
  if (!Number.isFinite(length)) return { status: "error", message: viewerText.couldNotOpen };
  return { status: "pdf", length, initial, url: href };
}

/**
 * pdf.js's source of bytes: each chunk it needs is one Range request to the file route, which
 * checks access every time. A refusal (the space revoked, expired, the file removed) is reported
 * once through `onRefused` with the viewer's words; pdf.js then waits for bytes that never come,
 * and the viewer shows the message instead of the page.
 */
export function rangeTransport(
  Transport: typeof PDFDataRangeTransport,
  opened: Extract<Opened, { status: "pdf" }>,
  onRefused: (message: string) => void,
): PDFDataRangeTransport {
  const controller = new AbortController();
  let refused = false;
  class FileRangeTransport extends Transport {
    override requestDataRange(begin: number, end: number) {
      if (refused) return;
      fetch(opened.url, {
        signal: controller.signal,
        credentials: "same-origin",
        cache: "no-store",
        headers: { Range: `bytes=${begin}-${end - 1}` },
      })
        .then(async (res) => {
          if (res.status !== 206) {
            await res.body?.cancel();
            throw new Refused(refusalMessage(res.status));
          }
          this.onDataRange(begin, new Uint8Array(await res.arrayBuffer()));
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted || refused) return;
          refused = true;
          onRefused(error instanceof Refused ? error.message : viewerText.couldNotOpen);
        });
    }
    override abort() {
      controller.abort();
    }
  }
  return new FileRangeTransport(opened.length, opened.initial);
}
