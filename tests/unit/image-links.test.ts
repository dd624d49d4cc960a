import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mediaExists } from "../../scripts/build/incremental";
import { markImagesUsed, recordLinkedImages, sweepEditedImages } from "../../scripts/build/image-links";

/**
 * The image cache's record of the variants builds linked into their folders (decision 145): an
 * entry written into through such a link is removed at the next build's start, to be made again.
 */
let dir: string;
const entry = (name: string) => path.join(dir, name);
const record = () => JSON.parse(fs.readFileSync(entry(".linked.json"), "utf8")) as { version: number; entries: Record<string, [number, number]> };

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "image-links-"));
  for (const name of ["a-1.avif", "b-1.webp", "c-1.webp"]) fs.writeFileSync(entry(name), `${name} bytes`);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the image variants a build linked", () => {
  it("removes an entry written into since it was linked, and only that one", () => {
    recordLinkedImages(["a-1.avif", "b-1.webp"], dir);
    // Written through build/client's link: same name, more bytes, a later time.
    fs.appendFileSync(entry("a-1.avif"), "edited");
    expect(sweepEditedImages(dir)).toEqual(["a-1.avif"]);
    expect(fs.existsSync(entry("a-1.avif"))).toBe(false);
    expect(fs.readFileSync(entry("b-1.webp"), "utf8")).toBe("b-1.webp bytes");
    expect(Object.keys(record().entries)).toEqual(["b-1.webp"]);
    // Nothing more to remove the next time.
    expect(sweepEditedImages(dir)).toEqual([]);
  });

  it("the page plan takes a removed entry as gone even once another worker has made it again", () => {
    // React Router's worker renders the home and list pages while the CMS pages are planned, and
    // they show the same variants: one it makes again before the plan looks must not let the
    // detail pages that showed the edited file be kept (CI, 2026-11-29).
    vi.stubEnv("IMAGE_CACHE_DIR", dir);
    try {
      recordLinkedImages(["a-1.avif", "b-1.webp"], dir);
      fs.appendFileSync(entry("a-1.avif"), "edited");
      expect(sweepEditedImages(dir)).toEqual(["a-1.avif"]);
      fs.writeFileSync(entry("a-1.avif"), "a-1.avif bytes");
      expect(mediaExists("/_img/a-1.avif")).toBe(false);
      expect(mediaExists("/_img/b-1.webp")).toBe(true);
      expect(mediaExists("/_img/c-1.webp")).toBe(true);
      expect(mediaExists("/_img/not-made-1.webp")).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("finds an edit that keeps the size (same length, another time)", () => {
    recordLinkedImages(["b-1.webp"], dir);
    const later = new Date(Date.now() + 60_000);
    fs.writeFileSync(entry("b-1.webp"), "B-1.WEBP BYTES");
    fs.utimesSync(entry("b-1.webp"), later, later);
    expect(sweepEditedImages(dir)).toEqual(["b-1.webp"]);
  });

  it("keeps an entry's first record: one written into during the build that linked it again is still found", () => {
    recordLinkedImages(["a-1.avif"], dir);
    const first = record().entries["a-1.avif"];
    fs.appendFileSync(entry("a-1.avif"), "edited");
    recordLinkedImages(["a-1.avif", "c-1.webp"], dir);
    expect(record().entries["a-1.avif"]).toEqual(first);
    expect(sweepEditedImages(dir)).toEqual(["a-1.avif"]);
    expect(fs.existsSync(entry("c-1.webp"))).toBe(true);
  });

  it("forgets entries gone from the cache, and removes nothing on a damaged or missing record", () => {
    expect(sweepEditedImages(dir)).toEqual([]);
    recordLinkedImages(["a-1.avif", "c-1.webp", "not-made-1.webp"], dir);
    expect(Object.keys(record().entries).sort()).toEqual(["a-1.avif", "c-1.webp"]);
    fs.rmSync(entry("c-1.webp"));
    expect(sweepEditedImages(dir)).toEqual([]);
    expect(Object.keys(record().entries)).toEqual(["a-1.avif"]);
    for (const damaged of ["{", '{"version":1,"entries":{"a-1.avif":"x"}}', '{"version":2,"entries":{}}', '{"version":1,"entries":{"../outside":[1,2]}}']) {
      fs.writeFileSync(entry(".linked.json"), damaged);
      fs.appendFileSync(entry("a-1.avif"), "edited");
      expect(sweepEditedImages(dir), damaged).toEqual([]);
      expect(fs.existsSync(entry("a-1.avif"))).toBe(true);
    }
  });
});

// Decision 155: entries no build has linked, and that were not made, for a week leave the cache;
// the time of use is kept in a record, since a time that moves on the entry is an edit to the sweep.
describe("the image variants no build links", () => {
  const DAY = 24 * 3600_000;
  const age = (name: string, days: number) => {
    const then = new Date(Date.now() - days * DAY);
    fs.utimesSync(entry(name), then, then);
  };
  const used = () => JSON.parse(fs.readFileSync(entry(".used.json"), "utf8")) as { version: number; used: Record<string, number> };
  /** A record of use kept by earlier builds (none of the entries here linked). */
  const kept = () => fs.writeFileSync(entry(".used.json"), JSON.stringify({ version: 1, used: {} }));

  it("removes what was neither linked nor made for a week, keeps what a build linked or made since", () => {
    kept();
    fs.writeFileSync(entry("room-0a1b2c3d4e5f-400.avif"), "variant");
    fs.writeFileSync(entry("room-0a1b2c3d4e5f.json"), "{}");
    fs.writeFileSync(entry("old-0a1b2c3d4e5f-share.jpg"), "share");
    fs.writeFileSync(entry("old-0a1b2c3d4e5f.json"), "{}");
    fs.writeFileSync(entry("b-1.webp.123.tmp"), "left aside");
    fs.writeFileSync(entry(".linked.json.123.tmp"), "left aside");
    fs.writeFileSync(entry(".linked.json.456.tmp"), "being written");
    for (const name of ["room-0a1b2c3d4e5f-400.avif", "room-0a1b2c3d4e5f.json", "old-0a1b2c3d4e5f-share.jpg", "old-0a1b2c3d4e5f.json", "b-1.webp.123.tmp", ".linked.json.123.tmp", "a-1.avif"]) age(name, 30);
    age("b-1.webp", 8);
    age("c-1.webp", 6);
    // This build links the room's variant, made 30 days ago; its source's .json goes with it.
    expect(markImagesUsed(["room-0a1b2c3d4e5f-400.avif"], dir)).toBe(5);
    expect(fs.readdirSync(dir).sort()).toEqual([".linked.json.456.tmp", ".used.json", "c-1.webp", "room-0a1b2c3d4e5f-400.avif", "room-0a1b2c3d4e5f.json"]);
    expect(Object.keys(used().used).sort()).toEqual(["room-0a1b2c3d4e5f-400.avif", "room-0a1b2c3d4e5f.json"]);
  });

  it("keeps an entry linked 6 days ago though made long before, and removes it once 8 days have passed", () => {
    kept();
    age("a-1.avif", 90);
    markImagesUsed(["a-1.avif"], dir, Date.now() - 6 * DAY);
    expect(markImagesUsed([], dir)).toBe(0);
    expect(fs.existsSync(entry("a-1.avif"))).toBe(true);
    expect(markImagesUsed([], dir, Date.now() + 2 * DAY + 1000)).toBe(1);
    expect(fs.existsSync(entry("a-1.avif"))).toBe(false);
    expect(used().used).toEqual({});
  });

  it("does not move an entry's time: the sweep finds no edit in what a build linked and marked", () => {
    recordLinkedImages(["a-1.avif", "b-1.webp"], dir);
    markImagesUsed(["a-1.avif", "b-1.webp"], dir);
    markImagesUsed(["a-1.avif"], dir);
    expect(sweepEditedImages(dir)).toEqual([]);
    expect(fs.readdirSync(dir).filter((n) => !n.startsWith(".")).sort()).toEqual(["a-1.avif", "b-1.webp", "c-1.webp"]);
  });

  it("forgets a removed entry in the sweep's record: made again later, it is not taken for an edit", () => {
    kept();
    recordLinkedImages(["a-1.avif", "b-1.webp"], dir);
    age("a-1.avif", 30);
    age("b-1.webp", 30);
    expect(markImagesUsed([], dir)).toBe(2);
    expect(Object.keys(record().entries)).toEqual([]);
    fs.writeFileSync(entry("a-1.avif"), "made again, another size");
    expect(sweepEditedImages(dir)).toEqual([]);
    expect(fs.existsSync(entry("a-1.avif"))).toBe(true);
  });

  it("without a readable record (the first build that keeps one, or a damaged one), starts every entry's week now: nothing goes until a week has passed", () => {
    for (const damaged of [undefined, "{", '{"version":1,"used":{"a-1.avif":"x"}}', '{"version":2,"used":{"a-1.avif":1e15}}']) {
      if (damaged === undefined) fs.rmSync(entry(".used.json"), { force: true });
      else fs.writeFileSync(entry(".used.json"), damaged);
      for (const name of ["a-1.avif", "b-1.webp"]) age(name, 30);
      expect(markImagesUsed([], dir), damaged).toBe(0);
      expect(fs.readdirSync(dir).filter((n) => !n.startsWith(".")).sort()).toEqual(["a-1.avif", "b-1.webp", "c-1.webp"]);
      expect(Object.keys(used().used).sort()).toEqual(["a-1.avif", "b-1.webp", "c-1.webp"]);
    }
    // Linked by a build since: b stays; a goes once its week is over.
    markImagesUsed(["b-1.webp"], dir, Date.now() + 5 * 24 * 3600_000);
    expect(markImagesUsed([], dir, Date.now() + 8 * 24 * 3600_000)).toBe(2);
    expect(fs.readdirSync(dir).filter((n) => !n.startsWith("."))).toEqual(["b-1.webp"]);
  });
});
