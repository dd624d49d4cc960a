/**
 * A calendar date written YYYY-MM-DD: an offer's first and last day, `SITE_TODAY`, the editor's
 * date fields, a review's day. One definition of the format, of "a day the calendar has" (not
 * 2027-02-31) and of today's date on the studio's calendar. Browser-safe, without React.
 */
import { STUDIO_TIME_ZONE } from "./wp-time";

export const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `s` is written YYYY-MM-DD and the calendar has that day. */
export function isCalendarDay(s: string): boolean {
  if (!DAY_FORMAT.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** `now` as YYYY-MM-DD on the studio's calendar. */
export function calendarDate(now: Date = new Date(), timeZone: string = STUDIO_TIME_ZONE): string {
  const parts: Record<string, string> = {};
  for (const p of new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now)) {
    parts[p.type] = p.value;
  }
  return `${parts.year}-${parts.month}-${parts.day}`;
}
