import fs from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { offerSchema } from "~/features/offers/schema";
import { editorToday, SAVE_RULE_LABELS, SaveRefused, saveProblems } from "./save-rules";
import { CONFIG_FILE } from "./config.server";

const offer = (validFrom: string, validUntil: string) => ({ validFrom, validUntil });

describe("rules across fields checked before the editor saves (decision 185)", () => {
  it("refuses an offer whose last day is before its first, in the editor's words", () => {
    expect(saveProblems("offers", offer("2026-03-14", "2026-03-13"))).toEqual([
      "“Runs until” (March 13, 2026) is before “Runs from” (March 14, 2026), so the offer would never run. Change one of the two dates, then try again.",
    ]);
    expect(saveProblems("offers", offer("2026-03-14", "2026-03-14"))).toEqual([]);
    expect(saveProblems("offers", offer("2026-03-14", "2027-01-01"))).toEqual([]);
  });

  it("refuses a review dated after today, which the home page would show as left “today”", () => {
    expect(saveProblems("reviews", { date: "2026-11-17" }, "2026-11-16")).toEqual([
      "“Date” (November 17, 2026) is after today (November 16, 2026). Choose the day the client left the review, then try again.",
    ]);
    expect(saveProblems("reviews", { date: "2026-11-16" }, "2026-11-16")).toEqual([]);
    expect(saveProblems("reviews", { date: "2024-02-29" }, "2026-11-16")).toEqual([]);
    // A date the field's own check refuses is left to it.
    expect(saveProblems("reviews", { date: "2 weeks ago" }, "2026-11-16")).toEqual([]);
  });

  it("takes the later of the studio's date and the editor's own as today (the date field's Now gives the editor's)", () => {
    // 20:30 in Mississauga on 16 November is 01:30 on the 17th in UTC and in London.
    const evening = new Date("2026-11-17T01:30:00Z");
    const zone = process.env.TZ;
    try {
      process.env.TZ = "Europe/London";
      expect(editorToday(evening)).toBe("2026-11-17");
      process.env.TZ = "America/Toronto";
      expect(editorToday(evening)).toBe("2026-11-16");
      process.env.TZ = "Pacific/Honolulu";
      expect(editorToday(evening)).toBe("2026-11-16");
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("reads as its sentences where Decap prints it", () => {
    expect(`Failed to persist entry: ${new SaveRefused("“Runs until” is before “Runs from”.")}`).toBe("Failed to persist entry: “Runs until” is before “Runs from”.");
  });

  it("leaves other collections, and dates a field check already refuses, to their own checks", () => {
    expect(saveProblems("faq", offer("2026-03-14", "2026-03-13"))).toEqual([]);
    expect(saveProblems("offers", { validFrom: "2026-03-14" })).toEqual([]);
    expect(saveProblems("offers", offer("March 14", "2026-03-13"))).toEqual([]);
  });

  it("refuses exactly what the content check refuses", () => {
    const base = offerSchema.parse({
      title: "T",
      excerpt: "E",
      date: "2026-03-14",
      validFrom: "2026-03-14",
      validUntil: "2026-04-30",
      image: { src: "media/a.jpg", alt: "A" },
      body: [{ type: "paragraph", text: "Body." }],
    });
    for (const [from, until] of [["2026-03-14", "2026-03-13"], ["2026-03-14", "2026-03-14"], ["2026-12-31", "2027-01-01"], ["2027-01-01", "2026-12-31"]] as const) {
      const checked = offerSchema.safeParse({ ...base, validFrom: from, validUntil: until }).success;
      expect(saveProblems("offers", offer(from, until)).length === 0, `${from} → ${until}`).toBe(checked);
    }
  });

  it("names the fields with the labels the editor shows them under", () => {
    const config = parse(fs.readFileSync(CONFIG_FILE, "utf8")) as { collections: { name: string; fields?: { name: string; label: string }[] }[] };
    for (const [collection, labels] of Object.entries(SAVE_RULE_LABELS)) {
      const fields = config.collections.find((c) => c.name === collection)!.fields!;
      for (const [name, label] of Object.entries(labels)) expect(fields.find((f) => f.name === name)?.label, `${collection}.${name}`).toBe(label);
    }
  });
});
