import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "img-"));
  process.env.CONTENT_DIR = path.join(dir, "content");
  process.env.IMAGE_CACHE_DIR = path.join(dir, "cache");
  fs.mkdirSync(path.join(dir, "content/media"), { recursive: true });
  await sharp({ create: { width: 1000, height: 600, channels: 3, background: "#9a4f2c" } })
    .jpeg()
    .toFile(path.join(dir, "content/media/room.jpg"));
});
afterAll(() => {
  delete process.env.CONTENT_DIR;
  delete process.env.IMAGE_CACHE_DIR;
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("image pipeline", () => {
  it("makes AVIF and WebP at widths up to the original, with size and colour", async () => {
    const { responsiveImage } = await import("./images.server");
    const img = await responsiveImage("media/room.jpg", "A room");
    expect(img.width).toBe(1000);
    expect(img.height).toBe(600);
    expect(img.alt).toBe("A room");
    expect(img.color).toMatch(/^#[0-9a-f]{6}$/);
    const widths = (set: string) => set.split(", ").map((s) => Number(s.split(" ")[1]!.replace("w", "")));
    expect(widths(img.srcSet)).toEqual([400, 640, 768, 960, 1000]);
    expect(widths(img.avifSrcSet)).toEqual([400, 640, 768, 960, 1000]);
    expect(img.src).toMatch(/^\/_img\/room-[0-9a-f]{12}-1000\.webp$/);
    for (const cand of [...img.srcSet.split(", "), ...img.avifSrcSet.split(", ")]) {
      const file = path.join(dir, "cache", path.basename(cand.split(" ")[0]!));
      const meta = await sharp(file).metadata();
      expect(meta.width).toBe(Number(cand.split(" ")[1]!.replace("w", "")));
    }
  });

  it("does not process an unchanged image again (cache between builds)", async () => {
    vi.resetModules(); // a new build: fresh process state, same cache folder
    const before = new Map(fs.readdirSync(path.join(dir, "cache")).map((f) => [f, fs.statSync(path.join(dir, "cache", f)).mtimeMs]));
    const { responsiveImage } = await import("./images.server");
    await responsiveImage("media/room.jpg", "A room");
    for (const [f, mtime] of before) expect(fs.statSync(path.join(dir, "cache", f)).mtimeMs, f).toBe(mtime);
  });

  it("processes a changed image under a new name", async () => {
    vi.resetModules();
    await sharp({ create: { width: 800, height: 800, channels: 3, background: "#5d6b55" } })
      .jpeg()
      .toFile(path.join(dir, "content/media/room.jpg"));
    const { responsiveImage } = await import("./images.server");
    const img = await responsiveImage("media/room.jpg", "A room");
    expect(img.width).toBe(800);
    expect(img.src).toMatch(/-800\.webp$/);
  });

  it("makes a 1200×630 JPEG share image", async () => {
    const { shareImage } = await import("./images.server");
    const src = await shareImage("media/room.jpg");
    const meta = await sharp(path.join(dir, "cache", path.basename(src))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
  });

  it("gives a content field's picture its own description and part to keep in view, the same files either way", async () => {
    const { contentImage } = await import("./images.server");
    const plain = await contentImage({ src: "media/room.jpg", alt: "A room" });
    const kept = await contentImage({ src: "media/room.jpg", alt: "The room's left side", focus: "left" });
    expect(plain).not.toHaveProperty("focus");
    expect(kept).toEqual({ ...plain, alt: "The room's left side", focus: "left" });
    // The processed picture shared by both fields keeps neither's focus.
    expect(await contentImage({ src: "media/room.jpg", alt: "A room" })).toEqual(plain);
  });

  it("names the missing file", async () => {
    const { responsiveImage } = await import("./images.server");
    await expect(responsiveImage("media/nope.jpg", "")).rejects.toThrow("Image not found: content/media/nope.jpg");
  });
});

describe("a full-bleed picture cut for narrow screens (decision 203)", () => {
  const RED = { r: 200, g: 30, b: 30 };
  const GREEN = { r: 30, g: 200, b: 30 };
  const BLUE = { r: 30, g: 30, b: 200 };

  /** Three bands, `first` | GREEN | `last`, across (or down) a picture: 425, 750 and 425 px. */
  async function banded(file: string, down: boolean, first = RED, last = BLUE, orientation?: number) {
    const band = (c: typeof RED, size: number) => sharp({ create: { width: down ? 1000 : size, height: down ? size : 1000, channels: 3, background: c } }).png().toBuffer();
    const at = (offset: number) => (down ? { left: 0, top: offset } : { left: offset, top: 0 });
    const img = sharp({ create: { width: down ? 1000 : 1600, height: down ? 1600 : 1000, channels: 3, background: GREEN } })
      .composite([
        { input: await band(first, 425), ...at(0) },
        { input: await band(last, 425), ...at(1175) },
      ])
      .jpeg({ quality: 95 });
    await (orientation ? img.withMetadata({ orientation }) : img).toFile(path.join(dir, "content/media", file));
  }

  /** The colour at the left and right edges of a cut's file, half way down. */
  async function edges(cand: string) {
    const file = path.join(dir, "cache", path.basename(cand.split(" ")[0]!));
    const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number) => {
      const i = (Math.floor(info.height / 2) * info.width + x) * 3;
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      return r > g && r > b ? "red" : g > r && g > b ? "green" : "blue";
    };
    return [at(2), at(info.width - 3)];
  }
  const largest = (set: string) => set.split(", ").at(-1)!;
  const widths = (set: string) => set.split(", ").map((s) => Number(s.split(" ")[1]!.replace("w", "")));

  it("cuts 3:4 at the picture's full height, at the widths a browser may pick, AVIF and WebP", async () => {
    await banded("bands.jpg", false);
    const { tallCrop } = await import("./images.server");
    const cut = (await tallCrop("media/bands.jpg", "3:4"))!;
    expect([cut.width, cut.height]).toEqual([750, 1000]);
    expect(widths(cut.avifSrcSet)).toEqual([400, 640, 750]);
    expect(widths(cut.srcSet)).toEqual([400, 640, 750]);
    const meta = await sharp(path.join(dir, "cache", path.basename(largest(cut.avifSrcSet).split(" ")[0]!))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["heif", 750, 1000]);
    // The middle, where the box keeps it: the green band only.
    expect(await edges(largest(cut.srcSet))).toEqual(["green", "green"]);
  });

  it("keeps the side the field's focus names, and its top or bottom changes nothing across", async () => {
    const { tallCrop } = await import("./images.server");
    expect(await edges(largest((await tallCrop("media/bands.jpg", "3:4", "left"))!.srcSet))).toEqual(["red", "green"]);
    expect(await edges(largest((await tallCrop("media/bands.jpg", "3:4", "bottom right"))!.srcSet))).toEqual(["green", "blue"]);
    expect((await tallCrop("media/bands.jpg", "3:4", "top"))!.srcSet).toBe((await tallCrop("media/bands.jpg", "3:4"))!.srcSet);
  });

  it("cuts a square for the slider, and nothing from a picture no wider than the cut", async () => {
    const { tallCrop } = await import("./images.server");
    const square = (await tallCrop("media/bands.jpg", "1:1"))!;
    expect([square.width, square.height]).toEqual([1000, 1000]);
    expect(widths(square.srcSet)).toEqual([400, 640, 768, 960, 1000]);
    await sharp({ create: { width: 600, height: 800, channels: 3, background: "#5d6b55" } }).jpeg().toFile(path.join(dir, "content/media/upright.jpg"));
    expect(await tallCrop("media/upright.jpg", "3:4")).toBeUndefined();
  });

  it("makes a large photograph's cut no wider than any picture's largest file (1,600 px)", async () => {
    await sharp({ create: { width: 4000, height: 2500, channels: 3, background: "#5d6b55" } }).jpeg().toFile(path.join(dir, "content/media/large.jpg"));
    const { tallCrop } = await import("./images.server");
    const cut = (await tallCrop("media/large.jpg", "3:4"))!;
    expect([cut.width, cut.height]).toEqual([1600, 2133]);
    expect(widths(cut.avifSrcSet)).toEqual([400, 640, 768, 960, 1280, 1600]);
    const meta = await sharp(path.join(dir, "cache", path.basename(largest(cut.avifSrcSet).split(" ")[0]!))).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 2133]);
  });

  it("cuts the picture as it is shown, turned upright by its camera's orientation", async () => {
    // Stored 1000 × 1600 with blue at the top; orientation 6 shows it turned a quarter clockwise:
    // 1600 × 1000, the top band on the right.
    await banded("turned.jpg", true, BLUE, RED, 6);
    const { tallCrop } = await import("./images.server");
    const cut = (await tallCrop("media/turned.jpg", "3:4", "right"))!;
    expect([cut.width, cut.height]).toEqual([750, 1000]);
    expect(await edges(largest(cut.srcSet))).toEqual(["green", "blue"]);
  });
});
