/**
 * "Today" for the build (decisions 082, 182): the studio's calendar date when the pages are
 * written, or `SITE_TODAY` when set. Offers that have not started or have ended by then are not
 * listed, reviews say how long before it they were left (decision 190), and the day is part of an
 * unchanged build's key (scripts/build/build-stamp.ts).
 * Relative imports only: the build's own scripts read it too.
 */
import { siteToday } from "./environment.server";
import { calendarDate } from "../lib/calendar-day";

export function buildToday(now: Date = new Date()): string {
  return siteToday() ?? calendarDate(now);
}
