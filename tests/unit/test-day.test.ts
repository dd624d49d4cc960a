import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteToday } from "../../app/content/environment.server";
import { buildToday } from "../../app/content/build-day.server";
import { currentOffers } from "../../app/features/offers/offers.server";
import { inputKey } from "../../scripts/build/build-stamp";
import { busiestOfferDay, testDay } from "../../scripts/lib/test-day";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("SITE_TODAY: the day a build takes as today (decision 182)", () => {
  it("is the studio's date now when unset, and the day given when set", () => {
    vi.stubEnv("SITE_TODAY", "");
    expect(siteToday()).toBeUndefined();
    expect(buildToday(new Date("2027-03-01T04:00:00Z"))).toBe("2027-02-28");
    vi.stubEnv("SITE_TODAY", "2026-12-01");
    expect(buildToday(new Date("2027-03-01T04:00:00Z"))).toBe("2026-12-01");
  });

  it("decides which offers the build lists, and is the date in an unchanged build's key", () => {
    vi.stubEnv("SITE_TODAY", "2027-01-15");
    expect(currentOffers().map((o) => o.slug)).toEqual(["bedroom-bundle-deal"]);
    expect(inputKey(new Date("2026-11-28T15:00:00Z")).date).toBe("2027-01-15");
    vi.stubEnv("SITE_TODAY", "2026-04-01");
    expect(currentOffers().map((o) => o.slug)).toEqual(["spring-sale-living-room"]);
  });

  it("refuses a value that is not a real date, naming the variable and the format", () => {
    for (const bad of ["2027-02-31", "tomorrow", "2026-12-1", "2026-13-01"]) {
      vi.stubEnv("SITE_TODAY", bad);
      expect(() => buildToday()).toThrow(`SITE_TODAY: expected a real date written as YYYY-MM-DD, for example 2026-12-01, got "${bad}"`);
    }
  });
});

describe("the day npm test builds for (decision 182)", () => {
  it("is the first day on which the most offers run at once", () => {
    const spring = { validFrom: "2026-03-14", validUntil: "2026-04-30" };
    const bedroom = { validFrom: "2026-11-02", validUntil: "2027-01-31" };
    const bogo = { validFrom: "2026-11-16", validUntil: "2026-12-31" };
    expect(busiestOfferDay([spring, bedroom, bogo])).toBe("2026-11-16");
    expect(busiestOfferDay([bogo, spring])).toBe("2026-03-14");
    expect(busiestOfferDay([spring, { validFrom: "2026-04-30", validUntil: "2026-05-02" }])).toBe("2026-04-30");
    expect(busiestOfferDay([])).toBeUndefined();
  });

  it("reads the committed offers: two run on it and the spring sale has ended", () => {
    expect(testDay()).toBe("2026-11-16");
  });

  it("reads the offers' files as the site does, and leaves out one it cannot read", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "test-day-"));
    const offer = (from: string, until: string) => `---\ntitle: T\nvalidFrom: ${from}\nvalidUntil: ${until}\n---\n`;
    fs.writeFileSync(path.join(dir, "a.md"), offer("2027-05-01", "2027-05-31").replace(/\n/g, "\r\n"));
    fs.writeFileSync(path.join(dir, "b.md"), offer('"2027-05-20"', "2027-06-30"));
    fs.writeFileSync(path.join(dir, "c.md"), "---\ntitle: [unclosed\n---\n");
    fs.writeFileSync(path.join(dir, "d.md"), offer("May 1", "2027-06-30"));
    fs.writeFileSync(path.join(dir, "notes.txt"), offer("2027-01-01", "2027-12-31"));
    expect(testDay(dir)).toBe("2027-05-20");
    expect(testDay(path.join(dir, "missing"))).toBeUndefined();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
