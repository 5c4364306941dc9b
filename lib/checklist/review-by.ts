const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a jurisdiction's review-by date is missing, malformed or already behind `today` (UTC
 * calendar days): its lines may then state law that has since changed, so the data test fails
 * until someone checks them against their sources and moves the date on.
 */
export function reviewOverdue(reviewBy: string | undefined, today: Date): boolean {
  if (!reviewBy || !ISO_DATE.test(reviewBy) || Number.isNaN(Date.parse(reviewBy))) return true;
  return today.toISOString().slice(0, 10) > reviewBy;
}
