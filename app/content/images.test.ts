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
