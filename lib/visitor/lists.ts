/**
 * A space's allow and deny lists of emails or domains. An entry is a whole address
 * ("alice@fund.com"), or a domain ("@fund.com" or "fund.com") that matches that domain exactly
 * (not its subdomains: "fund.com" does not admit "x@evil-fund.com" nor "x@a.fund.com").
 */
export type ListVerdict = "allowed" | "denied" | "not-allowed";

/** An entry as stored: trimmed, lower case, a domain without its leading "@". */
export function normalizeListEntry(entry: string): string {
  const e = entry.trim().toLowerCase();
  return e.startsWith("@") ? e.slice(1) : e;
}

export function entryMatches(entry: string, email: string): boolean {
  const e = normalizeListEntry(entry);
  if (!e) return false;
  const address = email.trim().toLowerCase();
  if (e.includes("@")) return e === address;
  const at = address.lastIndexOf("@");
  return at >= 0 && address.slice(at + 1) === e;
}

/** Deny wins over allow; a non-empty allow list admits only what it names. */
export function judgeVisitorEmail(email: string, lists: { allowList: readonly string[]; denyList: readonly string[] }): ListVerdict {
  if (lists.denyList.some((entry) => entryMatches(entry, email))) return "denied";
  const allow = lists.allowList.filter((entry) => normalizeListEntry(entry));
  if (allow.length > 0 && !allow.some((entry) => entryMatches(entry, email))) return "not-allowed";
  return "allowed";
}
