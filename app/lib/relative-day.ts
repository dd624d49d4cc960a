/**
 * How long ago a calendar day was, in the words review sites use ("2 weeks ago", "a month ago"):
 * SPEC's "date (relative wording)" of a review, worked out from the day it was left and the day
 * the page is built, so it ages with each build instead of saying "2 weeks ago" for good.
 * Browser-safe and pure; both days are YYYY-MM-DD (app/lib/calendar-day.ts).
 */
import { isCalendarDay } from "./calendar-day";

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

const ago = (n: number, unit: "week" | "month" | "year") => (n === 1 ? `a ${unit} ago` : `${n} ${unit}s ago`);

/** Whole calendar months from `from` to `to` (a month is complete on the same day of the month). */
function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = to.split("-").map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

/**
 * `day` as seen from `today`: "today", "yesterday", "3 days ago", "a week ago", "2 weeks ago",
 * "a month ago", "11 months ago", "a year ago", "2 years ago". A day after `today` (a review
 * dated ahead by a clock or a typo) reads "today". Throws on a day the calendar lacks.
 */
export function relativeDay(day: string, today: string): string {
  if (!isCalendarDay(day) || !isCalendarDay(today)) throw new Error(`relativeDay: ${day} or ${today} is not a calendar day (YYYY-MM-DD)`);
  const days = Math.round((dayMs(today) - dayMs(day)) / DAY_MS);
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  if (days < 7) return `${days} days ago`;
  const months = monthsBetween(day, today);
  if (months < 1) return ago(Math.floor(days / 7), "week");
  if (months < 12) return ago(months, "month");
  return ago(Math.floor(months / 12), "year");
}
