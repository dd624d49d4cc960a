import { describe, expect, it } from "vitest";
import { relativeDay } from "./relative-day";

describe("relativeDay: how long ago a review was left, as of the build's day", () => {
  it.each([
    ["2026-11-16", "2026-11-16", "today"],
    ["2026-11-15", "2026-11-16", "yesterday"],
    ["2026-11-10", "2026-11-16", "6 days ago"],
    ["2026-11-09", "2026-11-16", "a week ago"],
    ["2026-11-03", "2026-11-16", "a week ago"],
    ["2026-11-02", "2026-11-16", "2 weeks ago"],
    ["2026-10-17", "2026-11-16", "4 weeks ago"],
    ["2026-10-16", "2026-11-16", "a month ago"],
    ["2026-09-17", "2026-11-16", "a month ago"],
    ["2026-09-16", "2026-11-16", "2 months ago"],
    ["2026-08-16", "2026-11-16", "3 months ago"],
    ["2025-11-17", "2026-11-16", "11 months ago"],
    ["2025-11-16", "2026-11-16", "a year ago"],
    ["2024-11-16", "2026-11-16", "2 years ago"],
    // A month ends on the last day a shorter month has: 31 January to 28 February is not yet a month.
    ["2026-01-31", "2026-02-28", "4 weeks ago"],
    ["2026-01-31", "2026-03-01", "a month ago"],
    // Across a leap day and a change of the clocks (days are calendar days, not 24 h).
    ["2024-02-28", "2024-03-01", "2 days ago"],
    ["2026-03-07", "2026-03-09", "2 days ago"],
  ])("%s seen on %s is “%s”", (day, today, words) => {
    expect(relativeDay(day, today)).toBe(words);
  });

  it("a day after the build's day reads “today”, not a time to come", () => {
    expect(relativeDay("2027-01-05", "2026-11-16")).toBe("today");
  });

  it("refuses a day the calendar lacks", () => {
    expect(() => relativeDay("2026-02-30", "2026-11-16")).toThrow("relativeDay: 2026-02-30 or 2026-11-16 is not a calendar day (YYYY-MM-DD)");
  });
});
