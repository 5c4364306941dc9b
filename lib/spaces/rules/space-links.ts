/** The links page's order: the most recently visited space first; spaces never visited last, newest first. */
export function sortByLastVisit<T extends { lastVisitAt?: string | null; createdAt: string }>(spaces: readonly T[]): T[] {
  const time = (iso: string | null | undefined) => (iso ? new Date(iso).getTime() : -Infinity);
  return [...spaces].sort((a, b) => time(b.lastVisitAt) - time(a.lastVisitAt) || time(b.createdAt) - time(a.createdAt));
}
