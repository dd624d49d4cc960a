/**
 * Rules across fields, which Decap's checks of one field at a time cannot express: checked in
 * the editor just before a save (admin-entry.ts, Decap's `preSave` event), so an editor learns at
 * Publish, in the editor's words, what the content check and the build would refuse later
 * (decision 185). A save refused this way writes nothing; the entry stays open as typed.
 * Browser-safe: the editor's script bundles it. The labels are the fields' labels in the
 * editor (fields.server.ts; app/features/admin/save-rules.test.ts keeps them the same).
 */
import { endsBeforeItStarts } from "../offers/window-rule";
import { calendarDate, isCalendarDay } from "../../lib/calendar-day";

/** The fields these rules name, by collection, under the labels the editor shows. */
export const SAVE_RULE_LABELS = { offers: { validFrom: "Runs from", validUntil: "Runs until" }, reviews: { date: "Date" } } as const;

const isDay = (v: unknown): v is string => typeof v === "string" && isCalendarDay(v);
/** 2026-10-01 as "October 1, 2026", as an editor reads a date (the editor's date field shows it in the browser's format). */
const spoken = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/**
 * Today for the editor: the later of the studio's date and the editor's own (the date field's
 * "Now" gives the editor's), so that a day either calls today is never "after today".
 */
export function editorToday(now: Date = new Date()): string {
  const studio = calendarDate(now);
  const own = calendarDate(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
  return own > studio ? own : studio;
}

/**
 * What stops the save of `data` in `collection`, in sentences; empty when nothing does. `today`:
 * the editor's today (a review cannot have been left after it).
 */
export function saveProblems(collection: string, data: Record<string, unknown>, today: string = editorToday()): string[] {
  const problems: string[] = [];
  if (collection === "offers") {
    const { validFrom, validUntil } = data;
    if (isDay(validFrom) && isDay(validUntil) && endsBeforeItStarts({ validFrom, validUntil })) {
      const { validFrom: from, validUntil: until } = SAVE_RULE_LABELS.offers;
      problems.push(`“${until}” (${spoken(validUntil)}) is before “${from}” (${spoken(validFrom)}), so the offer would never run. Change one of the two dates, then try again.`);
    }
  }
  if (collection === "reviews") {
    // The home page shows how long ago it was left; a day to come would read "today" (app/lib/relative-day.ts).
    const { date } = data;
    if (isDay(date) && date > today) {
      problems.push(`“${SAVE_RULE_LABELS.reviews.date}” (${spoken(date)}) is after today (${spoken(today)}). Choose the day the client left the review, then try again.`);
    }
  }
  return problems;
}

/**
 * Thrown from `preSave` to stop a save. Decap shows it as "Failed to persist entry: <it>", so it
 * reads as its sentences alone (an Error would add "Error: " before them).
 */
export class SaveRefused extends Error {
  override toString(): string {
    return this.message;
  }
}
