/** RFC 5987 value chars: everything else is percent-encoded (encodeURIComponent leaves '()*!). */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** An ASCII stand-in for old clients: accents dropped, other non-ASCII, quotes and backslashes as "_". */
function asciiFallback(fileName: string): string {
  const fallback = fileName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\%]/g, "_");
  return fallback.trim() || "file";
}

/** RFC 6266: `attachment; filename="ascii"; filename*=UTF-8''percent-encoded`. */
export function contentDisposition(fileName: string, disposition: "attachment" | "inline" = "attachment"): string {
  return `${disposition}; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
