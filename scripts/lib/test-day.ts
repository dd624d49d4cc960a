/**
 * The day npm test builds the site for (decision 182). The offers' browser tests need two offers
 * running at once and one that has ended; on the real calendar the demo offers run out (the last
 * on 2027-01-31) and the suite would start failing on a date, not on a change. So npm test builds
 * with `SITE_TODAY` set to the first day on which the most offers run at once, read from
 * content/offers, and the offers' tests set the browser's clock to the day the build used.
 */
import fs from "node:fs";
import path from "node:path";
import { contentDir } from "../../app/content/environment.server";
import { readFrontMatter } from "../../app/content/frontmatter.server";
import { isCurrent, type ValidityWindow } from "../../app/features/offers/validity";
import { isCalendarDay } from "../../app/lib/calendar-day";

/** The first day (an offer's first day) on which the most of `offers` run; undefined without offers. */
export function busiestOfferDay(offers: readonly ValidityWindow[]): string | undefined {
  let best: { day: string; running: number } | undefined;
  for (const day of offers.map((o) => o.validFrom).sort()) {
    const running = offers.filter((o) => isCurrent(o, day)).length;
    if (!best || running > best.running) best = { day, running };
  }
  return best?.day;
}

/**
 * The test build's day for the offers in `content/offers/`. A file that does not read, or has no
 * window written as two dates, is left out: the build's content check names it.
 */
export function testDay(dir = path.join(contentDir(), "offers")): string | undefined {
  const offers: ValidityWindow[] = [];
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
    if (!name.endsWith(".md")) continue;
    try {
      const data = readFrontMatter(fs.readFileSync(path.join(dir, name), "utf8")).data as Record<string, unknown> | null;
      const [validFrom, validUntil] = [data?.validFrom, data?.validUntil].map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v));
      if (typeof validFrom === "string" && typeof validUntil === "string" && isCalendarDay(validFrom) && isCalendarDay(validUntil)) offers.push({ validFrom, validUntil });
    } catch {
      // Named by the content check.
    }
  }
  return busiestOfferDay(offers);
}
