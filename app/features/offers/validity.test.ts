import { afterEach, describe, expect, it, vi } from "vitest";
import { buildToday, currentOffers, readOffers } from "./offers.server";
import { EXPIRY_SCRIPT, hasEnded, offerStatus } from "~/features/offers/validity";
import { calendarDate } from "~/lib/calendar-day";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe("offer validity windows (decision 082)", () => {
  it("count days on the studio's calendar (Mississauga), first and last day included", () => {
    expect(calendarDate(new Date("2026-12-01T03:00:00Z"))).toBe("2026-11-30");
    expect(calendarDate(new Date("2026-12-01T06:00:00Z"))).toBe("2026-12-01");
    const w = { validFrom: "2026-11-16", validUntil: "2026-12-31" };
    expect(offerStatus(w, "2026-11-15")).toBe("upcoming");
    expect(offerStatus(w, "2026-11-16")).toBe("current");
    expect(offerStatus(w, "2026-12-31")).toBe("current");
    expect(offerStatus(w, "2027-01-01")).toBe("ended");
    expect(hasEnded(w, "2027-01-01")).toBe(true);
  });

  it("the build lists the offers running on its own date (fixed clock)", () => {
    // The real calendar's day, not one a shell set for a build (decision 182).
    vi.stubEnv("SITE_TODAY", "");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T15:00:00Z"));
    expect(buildToday()).toBe("2026-11-23");
    expect(currentOffers().map((o) => o.slug)).toEqual(["bogo-home-accessories", "bedroom-bundle-deal"]);
    vi.setSystemTime(new Date("2027-01-15T15:00:00Z"));
    expect(currentOffers().map((o) => o.slug)).toEqual(["bedroom-bundle-deal"]);
    vi.setSystemTime(new Date("2027-02-01T15:00:00Z"));
    expect(currentOffers()).toEqual([]);
    vi.setSystemTime(new Date("2026-04-01T15:00:00Z"));
    expect(currentOffers().map((o) => o.slug)).toEqual(["spring-sale-living-room"]);
  });

  it("every committed offer has a window; the spring sale has ended by today's build (2026-11-23)", () => {
    const bySlug = Object.fromEntries(readOffers().map((o) => [o.slug, [o.validFrom, o.validUntil]]));
    expect(bySlug).toEqual({
      "spring-sale-living-room": ["2026-03-14", "2026-04-30"],
      "bedroom-bundle-deal": ["2026-11-02", "2027-01-31"],
      "bogo-home-accessories": ["2026-11-16", "2026-12-31"],
    });
  });

  it("the pre-paint script is plain ES5 that parses", () => {
    expect(() => new Function(EXPIRY_SCRIPT)).not.toThrow();
    expect(EXPIRY_SCRIPT).not.toMatch(/=>|`|\blet\b|\bconst\b/);
  });
});
