import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { copyReferencedMedia } from "../../scripts/build/media";

/**
 * The media copy with copies the last build left (decision 132): a kept copy stays only while its
 * source is the file it was copied from; one no page shows goes. Image variants are hard links to
 * the image cache (decision 145).
 */
let dir: string;
let out: string;
let images: string;
const saved = { IMAGE_CACHE_DIR: process.env.IMAGE_CACHE_DIR, CONTENT_DIR: process.env.CONTENT_DIR };

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-media-"));
  out = path.join(dir, "client");
  images = path.join(dir, "img");
  fs.mkdirSync(images, { recursive: true });
  fs.mkdirSync(path.join(dir, "content", "cms", "media"), { recursive: true });
  process.env.IMAGE_CACHE_DIR = images;
  process.env.CONTENT_DIR = path.join(dir, "content");
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, "index.html"), '<img src="/_img/a-1.webp"><img src="/_img/b-1.webp">');
  fs.writeFileSync(path.join(images, "a-1.webp"), "aaaa");
  fs.writeFileSync(path.join(images, "b-1.webp"), "bbbb");
  fs.writeFileSync(path.join(images, "c-1.webp"), "cccc");
});

afterEach(() => {
  for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k];
  else process.env[k] = v;
  fs.rmSync(dir, { recursive: true, force: true });
});

const copy = (rel: string) => path.join(out, "_img", rel);

describe("the media copy over kept copies", () => {
  it("leaves a kept copy of an unchanged source, copies a source written since, removes a copy no page shows", () => {
    expect(copyReferencedMedia(out)).toEqual({ images: 2, media: 0, pruned: 0 });
    fs.copyFileSync(path.join(images, "c-1.webp"), copy("c-1.webp"));
    const a = fs.statSync(copy("a-1.webp"));
    // b's source is written again after its copy was made (same size, other bytes).
    const later = new Date(Date.now() + 5000);
    fs.writeFileSync(path.join(images, "b-1.webp"), "BBBB");
    fs.utimesSync(path.join(images, "b-1.webp"), later, later);
    const kept = new Set(["a-1.webp", "b-1.webp", "c-1.webp"].map(copy));
    expect(copyReferencedMedia(out, new Map(), kept)).toEqual({ images: 2, media: 0, pruned: 0 });
    const a2 = fs.statSync(copy("a-1.webp"));
    expect([a2.ino, a2.mtimeMs]).toEqual([a.ino, a.mtimeMs]);
    expect(fs.readFileSync(copy("b-1.webp"), "utf8")).toBe("BBBB");
    expect(fs.existsSync(copy("c-1.webp"))).toBe(false);
  });

  it("links each image variant to its entry in the image cache, and copies the snapshot's media", () => {
    fs.writeFileSync(path.join(dir, "content", "cms", "media", "m.jpg"), "media");
    fs.writeFileSync(path.join(out, "about.html"), '<img src="/_cms/media/m.jpg">');
    expect(copyReferencedMedia(out)).toEqual({ images: 2, media: 1, pruned: 0 });
    // One file under two names (decision 145); linked again, it is left as it is.
    const a = fs.statSync(copy("a-1.webp"));
    expect([a.ino, a.nlink]).toEqual([fs.statSync(path.join(images, "a-1.webp")).ino, 2]);
    copyReferencedMedia(out, new Map(), new Set([copy("a-1.webp"), copy("b-1.webp")]));
    expect(fs.statSync(copy("a-1.webp")).ino).toBe(a.ino);
    // A content file is never a link: an edit in build/client must not reach content/.
    expect(fs.statSync(path.join(out, "_cms", "media", "m.jpg")).nlink).toBe(1);
    // Each linked entry is recorded with its size and time (./image-links.ts).
    expect(Object.keys((JSON.parse(fs.readFileSync(path.join(images, ".linked.json"), "utf8")) as { entries: object }).entries).sort()).toEqual(["a-1.webp", "b-1.webp"]);
    // That record is the cache's own: a page naming it (a post's text, say) names no image.
    fs.writeFileSync(path.join(out, "post.html"), "<p>See /_img/.linked.json</p>");
    expect(() => copyReferencedMedia(out)).toThrow(/reference media that does not exist:\n {2}\/_img\/\.linked\.json/);
    expect(fs.existsSync(copy(".linked.json"))).toBe(false);
  });

  it("copies again a kept copy whose source has another size", () => {
    copyReferencedMedia(out);
    fs.writeFileSync(path.join(images, "a-1.webp"), "a longer image");
    const past = new Date(Date.now() - 3600_000);
    fs.utimesSync(path.join(images, "a-1.webp"), past, past);
    copyReferencedMedia(out, new Map(), new Set([copy("a-1.webp"), copy("b-1.webp")]));
    expect(fs.readFileSync(copy("a-1.webp"), "utf8")).toBe("a longer image");
  });

  it("takes the images the static lists and the search index name from them, without reading their folders again; a missing one still fails the build", () => {
    fs.mkdirSync(path.join(out, "_search", "v1", "c"), { recursive: true });
    // A file the search index wrote: its references come with the call, so its bytes are not read.
    fs.writeFileSync(path.join(out, "_search", "v1", "c", "0.json"), '{"image":"/_img/not-made-1.webp"}');
    expect(copyReferencedMedia(out, new Map(), new Set(), { dirs: ["_search"], refs: ["/_img/c-1.webp"] })).toEqual({ images: 3, media: 0, pruned: 0 });
    expect(fs.readFileSync(copy("c-1.webp"), "utf8")).toBe("cccc");
    expect(() => copyReferencedMedia(out, new Map(), new Set(), { dirs: ["_search"], refs: ["/_img/gone-1.webp"] })).toThrow(/reference media that does not exist:\n {2}\/_img\/gone-1\.webp/);
    // Not handed over, the folder is read as before, and what its files name must exist.
    expect(() => copyReferencedMedia(out)).toThrow(/\/_img\/not-made-1\.webp/);
  });

  it("marks the variants it links as used and removes the variants no build has linked or made for a week (decision 155)", () => {
    const month = new Date(Date.now() - 30 * 24 * 3600_000);
    for (const name of ["a-1.webp", "b-1.webp", "c-1.webp"]) fs.utimesSync(path.join(images, name), month, month);
    // Earlier builds kept a record of use, which names none of them.
    fs.writeFileSync(path.join(images, ".used.json"), JSON.stringify({ version: 1, used: {} }));
    expect(copyReferencedMedia(out)).toEqual({ images: 2, media: 0, pruned: 1 });
    expect(fs.readdirSync(images).sort()).toEqual([".linked.json", ".used.json", "a-1.webp", "b-1.webp"]);
    // A build that fails on a missing image removes nothing.
    fs.writeFileSync(path.join(out, "post.html"), '<img src="/_img/gone-1.webp">');
    fs.writeFileSync(path.join(images, "d-1.webp"), "dddd");
    fs.utimesSync(path.join(images, "d-1.webp"), month, month);
    expect(() => copyReferencedMedia(out)).toThrow(/gone-1\.webp/);
    expect(fs.readdirSync(images).filter((n) => !n.startsWith(".")).sort()).toEqual(["a-1.webp", "b-1.webp", "d-1.webp"]);
  });
});
