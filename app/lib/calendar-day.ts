/**
 * A calendar date written YYYY-MM-DD: an offer's first and last day, `SITE_TODAY`, the editor's
 * date fields. One definition of the format and of "a day the calendar has" (not 2027-02-31).
 * Browser-safe.
 */
export const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `s` is written YYYY-MM-DD and the calendar has that day. */
export function isCalendarDay(s: string): boolean {
  if (!DAY_FORMAT.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}
