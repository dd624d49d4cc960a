/**
 * WordPress's local times made exact (decision 184): with the record's GMT time, and without it
 * (an older snapshot) in the studio's zone, America/Toronto, across both clock changes.
 */
import { describe, expect, it } from "vitest";
import { OFFER_TIME_ZONE } from "../features/offers/validity";
import { gmtOffset, STUDIO_TIME_ZONE, wpGmtOf, wpTimeIso, wpTimeOffset, wpTimeRfc822 } from "./wp-time";

describe("a WordPress time with its GMT time", () => {
  it("summer: 4 h behind GMT", () => {
    expect(wpTimeIso("2026-10-27T10:00:00", "2026-10-27T14:00:00")).toBe("2026-10-27T10:00:00-04:00");
    expect(wpTimeRfc822("2026-10-27T10:00:00", "2026-10-27T14:00:00")).toBe("Tue, 27 Oct 2026 14:00:00 GMT");
  });

  it("winter: 5 h behind GMT", () => {
    expect(wpTimeIso("2026-11-10T09:30:00", "2026-11-10T14:30:00")).toBe("2026-11-10T09:30:00-05:00");
    expect(wpTimeRfc822("2026-11-10T09:30:00", "2026-11-10T14:30:00")).toBe("Tue, 10 Nov 2026 14:30:00 GMT");
  });

  it("believes the GMT time over the studio's zone (a WordPress set to another zone), whole minutes and east of GMT too", () => {
    expect(wpTimeIso("2026-07-01T10:00:00", "2026-07-01T10:00:00")).toBe("2026-07-01T10:00:00+00:00");
    expect(wpTimeIso("2026-07-01T10:00:00", "2026-07-01T04:30:00")).toBe("2026-07-01T10:00:00+05:30");
    expect(wpTimeRfc822("2026-07-02T00:15:00", "2026-07-01T14:15:00")).toBe("Wed, 01 Jul 2026 14:15:00 GMT");
  });

  it("crosses a day, a month and a year in GMT", () => {
    expect(wpTimeRfc822("2026-12-31T21:00:00", "2027-01-01T02:00:00")).toBe("Fri, 01 Jan 2027 02:00:00 GMT");
    expect(wpTimeIso("2026-12-31T21:00:00", "2027-01-01T02:00:00")).toBe("2026-12-31T21:00:00-05:00");
  });
});

describe("without a usable GMT time: the studio's zone", () => {
  it("is America/Toronto, the offers' zone (one definition)", () => {
    expect(STUDIO_TIME_ZONE).toBe("America/Toronto");
    expect(OFFER_TIME_ZONE).toBe(STUDIO_TIME_ZONE);
  });

  it("summer and winter offsets from Intl", () => {
    expect(wpTimeIso("2026-10-27T10:00:00")).toBe("2026-10-27T10:00:00-04:00");
    expect(wpTimeIso("2026-01-15T09:00:00")).toBe("2026-01-15T09:00:00-05:00");
    expect(wpTimeRfc822("2026-10-27T10:00:00")).toBe("Tue, 27 Oct 2026 14:00:00 GMT");
    expect(wpTimeRfc822("2026-01-15T09:00:00", null)).toBe("Thu, 15 Jan 2026 14:00:00 GMT");
  });

  it("ignores WordPress's zero date, an impossible time and a GMT time more than 14 h away", () => {
    for (const gmt of ["0000-00-00T00:00:00", "2026-02-30T10:00:00", "2026-10-29T10:00:00", "not a date", ""]) {
      expect(gmtOffset("2026-10-27T10:00:00", gmt)).toBeNull();
      expect(wpTimeIso("2026-10-27T10:00:00", gmt)).toBe("2026-10-27T10:00:00-04:00");
    }
  });

  it("the clock changes: the last second before and the first after, as WordPress (PHP) reads them", () => {
    // 8 March 2026: 02:00 EST becomes 03:00 EDT.
    expect(wpTimeIso("2026-03-08T01:59:59")).toBe("2026-03-08T01:59:59-05:00");
    expect(wpTimeIso("2026-03-08T03:00:00")).toBe("2026-03-08T03:00:00-04:00");
    // 02:30 never happens on the clock: read with the offset before the change (= 03:30 EDT, 07:30 GMT).
    expect(wpGmtOf("2026-03-08T02:30:00")).toBe("2026-03-08T07:30:00");
    expect(wpTimeRfc822("2026-03-08T02:30:00")).toBe("Sun, 08 Mar 2026 07:30:00 GMT");
    // 1 November 2026: 02:00 EDT becomes 01:00 EST; 01:30 comes twice, the first (EDT) is meant.
    expect(wpTimeIso("2026-11-01T00:59:59")).toBe("2026-11-01T00:59:59-04:00");
    expect(wpTimeIso("2026-11-01T01:30:00")).toBe("2026-11-01T01:30:00-04:00");
    expect(wpTimeIso("2026-11-01T02:00:00")).toBe("2026-11-01T02:00:00-05:00");
    // With the GMT time, the second 01:30 is told apart.
    expect(wpTimeIso("2026-11-01T01:30:00", "2026-11-01T06:30:00")).toBe("2026-11-01T01:30:00-05:00");
    expect(wpTimeRfc822("2026-11-01T01:30:00", "2026-11-01T06:30:00")).toBe("Sun, 01 Nov 2026 06:30:00 GMT");
  });

  it("another zone, and GMT times of a WordPress in a zone (what the test WordPress sends)", () => {
    expect(wpTimeOffset("2026-07-01T10:00:00", undefined, "Europe/London")).toBe(60);
    expect(wpGmtOf("2026-07-01T10:00:00", "UTC")).toBe("2026-07-01T10:00:00");
    expect(wpGmtOf("2026-10-27T10:00:00")).toBe("2026-10-27T14:00:00");
    expect(wpGmtOf("2026-11-10T09:30:00")).toBe("2026-11-10T14:30:00");
  });

  it("a local time that is not a time: ISO as it was, no RFC 822", () => {
    expect(wpTimeIso("0000-00-00T00:00:00")).toBe("0000-00-00T00:00:00");
    expect(wpTimeRfc822("0000-00-00T00:00:00")).toBe("");
    expect(wpTimeRfc822("2026-10-27")).toBe("");
    expect(wpGmtOf("2026-02-30T10:00:00")).toBeNull();
  });
});
