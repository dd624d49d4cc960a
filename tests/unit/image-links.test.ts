import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { recordLinkedImages, sweepEditedImages } from "../../scripts/build/image-links";

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
