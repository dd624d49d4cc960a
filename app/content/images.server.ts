import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { contentDir, imageCacheDir } from "./environment.server";
import { focusAcross, withField, type CropShape, type FocusPoint, type ImageField, type ResponsiveImage, type TallCrop } from "../lib/image-types";
import { contentRel, digest, recordInput } from "./inputs.server";

/**
 * The image pipeline. Images referenced by content are turned into AVIF and WebP at
 * several widths with sharp, named by a hash of their bytes, and cached in `.cache/img`
 * so an unchanged image is never processed twice. Files are served under `/_img/`:
 * in dev by a Vite middleware, in the build by `scripts/build.ts`, which copies every
 * variant a built page references into `build/client/_img/`.
 */

export const IMAGE_WIDTHS = [400, 640, 768, 960, 1280, 1600] as const;
export const PUBLIC_PREFIX = "/_img/";

interface SourceInfo {
  width: number;
  height: number;
  color: string;
}

const inFlight = new Map<string, Promise<unknown>>();
function once<T>(key: string, fn: () => Promise<T>): Promise<T> {
  let p = inFlight.get(key) as Promise<T> | undefined;
  if (!p) {
    p = fn();
    inFlight.set(key, p);
  }
  return p;
}

function hashFile(abs: string): string {
  return crypto.createHash("sha256").update(fs.readFileSync(abs)).digest("hex").slice(0, 12);
}

function stemOf(ref: string): string {
  return path
    .basename(ref, path.extname(ref))
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-")
    .slice(0, 40);
}

async function sourceInfo(abs: string, key: string): Promise<SourceInfo> {
  const infoFile = path.join(imageCacheDir(), `${key}.json`);
  if (fs.existsSync(infoFile)) return JSON.parse(fs.readFileSync(infoFile, "utf8")) as SourceInfo;
  const img = sharp(abs).rotate();
  const [meta, stats] = await Promise.all([img.metadata(), img.stats()]);
  const { r, g, b } = stats.dominant;
  const hex = (n: number) => n.toString(16).padStart(2, "0");
  const oriented = (meta.orientation ?? 1) >= 5;
  const info: SourceInfo = {
    width: (oriented ? meta.height : meta.width) ?? 0,
    height: (oriented ? meta.width : meta.height) ?? 0,
    color: `#${hex(r)}${hex(g)}${hex(b)}`,
  };
  fs.mkdirSync(imageCacheDir(), { recursive: true });
  // Written aside and renamed: the prerender workers and the search bundle read images at once,
  // and a reader must never find the file created but not yet written.
  const tmp = `${infoFile}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(info));
  fs.renameSync(tmp, infoFile);
  return info;
}

/** `cut`: the part of the upright picture to keep, before it is resized. */
async function writeVariant(abs: string, out: string, width: number, format: "avif" | "webp" | "jpeg", height?: number, cut?: { left: number; top: number; width: number; height: number }) {
  if (fs.existsSync(out)) return;
  // sharp applies these in the order called: turned upright, then cut, then resized.
  const upright = sharp(abs).rotate();
  const pipeline = (cut ? upright.extract(cut) : upright).resize(height ? { width, height, fit: "cover", position: "attention" } : { width, withoutEnlargement: true });
  const encoded =
    format === "avif"
      ? pipeline.avif({ quality: 50, effort: 2 })
      : format === "webp"
        ? pipeline.webp({ quality: 72, effort: 4 })
        : pipeline.jpeg({ quality: 80, mozjpeg: true });
  const tmp = `${out}.${process.pid}.tmp`;
  await encoded.toFile(tmp);
  fs.renameSync(tmp, out);
}

function resolveSource(ref: string): string {
  const abs = path.join(contentDir(), ref);
  if (!fs.existsSync(abs)) throw new Error(`Image not found: content/${ref}`);
  return abs;
}

/** A content image's file and the name its variants share (its stem and a digest of its bytes): read and hashed once a build, whichever variants it gets. */
const sources = new Map<string, { abs: string; key: string }>();
function sourceOf(ref: string): { abs: string; key: string } {
  let source = sources.get(ref);
  if (!source) {
    const abs = resolveSource(ref);
    source = { abs, key: `${stemOf(ref)}-${hashFile(abs)}` };
    sources.set(ref, source);
  }
  return source;
}

/** The source's digest, taken once a build, recorded as an input of every page that shows it (decision 120). */
const sourceDigests = new Map<string, string>();
function recordSource(ref: string) {
  const abs = path.join(contentDir(), ref);
  let d = sourceDigests.get(abs);
  if (d === undefined) {
    d = digest(fs.readFileSync(abs));
    sourceDigests.set(abs, d);
  }
  recordInput(`file:${contentRel(abs)}`, d);
}

/**
 * Processes a content image (path relative to content/) into a responsive image.
 * `maxWidth` caps the variants for images that are never shown large (thumbnails, grids).
 */
export function responsiveImage(ref: string, alt: string, maxWidth: number = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!): Promise<ResponsiveImage> {
  return once(`r:${ref}:${maxWidth}`, async () => {
    const { abs, key } = sourceOf(ref);
    const info = await sourceInfo(abs, key);
    const unique = widthsUpTo(Math.min(info.width, maxWidth));
    const dir = imageCacheDir();
    fs.mkdirSync(dir, { recursive: true });
    const names: Record<"avif" | "webp", string[]> = { avif: [], webp: [] };
    for (const w of unique) {
      for (const fmt of ["avif", "webp"] as const) {
        const name = `${key}-${w}.${fmt}`;
        await writeVariant(abs, path.join(dir, name), w, fmt);
        names[fmt].push(`${PUBLIC_PREFIX}${name} ${w}w`);
      }
    }
    const largest = unique[unique.length - 1]!;
    return {
      src: `${PUBLIC_PREFIX}${key}-${largest}.webp`,
      srcSet: names.webp.join(", "),
      avifSrcSet: names.avif.join(", "),
      width: info.width,
      height: info.height,
      alt,
      color: info.color,
    };
  }).then((img) => {
    recordSource(ref);
    return img.alt === alt ? img : { ...img, alt };
  });
}

/** The candidate widths of a picture `cap` pixels wide at most: IMAGE_WIDTHS below it, and `cap`. */
function widthsUpTo(cap: number): number[] {
  return [...new Set([...IMAGE_WIDTHS.filter((w) => w < cap), cap])];
}

/**
 * The picture cut to `shape` at its full height, keeping the focus's side across (decision 203),
 * as AVIF and WebP at the widths a browser may pick; undefined when the picture is no wider than
 * the shape, so a cut would show nothing the whole picture does not.
 */
export function tallCrop(ref: string, shape: CropShape, focus?: FocusPoint): Promise<TallCrop | undefined> {
  const across = focusAcross(focus);
  return once(`t:${ref}:${shape}:${across}`, async () => {
    const { abs, key } = sourceOf(ref);
    const info = await sourceInfo(abs, key);
    const [w, h] = shape.split(":").map(Number) as [number, number];
    const width = Math.round((info.height * w) / h);
    if (width >= info.width) return undefined;
    const left = across === "left" ? 0 : across === "right" ? info.width - width : Math.round((info.width - width) / 2);
    const dir = imageCacheDir();
    fs.mkdirSync(dir, { recursive: true });
    // As wide as any other picture's largest file at most: a 4,032-px photo's cut is 2,268 px.
    const cap = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
    const names: Record<"avif" | "webp", string[]> = { avif: [], webp: [] };
    for (const size of widthsUpTo(cap)) {
      for (const fmt of ["avif", "webp"] as const) {
        const name = `${key}-${w}x${h}-${across}-${size}.${fmt}`;
        await writeVariant(abs, path.join(dir, name), size, fmt, undefined, { left, top: 0, width, height: info.height });
        names[fmt].push(`${PUBLIC_PREFIX}${name} ${size}w`);
      }
    }
    return { srcSet: names.webp.join(", "), avifSrcSet: names.avif.join(", "), width: cap, height: Math.round((cap * info.height) / width) };
  }).then((crop) => {
    recordSource(ref);
    return crop;
  });
}

/** The size of the picture a shared link shows (Open Graph's and Twitter's large card). */
export const SHARE_SIZE = { width: 1200, height: 630 } as const;

/** A 1200×630 JPEG for Open Graph and Twitter cards; returns its site path. */
export function shareImage(ref: string): Promise<string> {
  return once(`s:${ref}`, async () => {
    const { abs, key } = sourceOf(ref);
    const name = `${key}-share.jpg`;
    fs.mkdirSync(imageCacheDir(), { recursive: true });
    await writeVariant(abs, path.join(imageCacheDir(), name), SHARE_SIZE.width, "jpeg", SHARE_SIZE.height);
    return `${PUBLIC_PREFIX}${name}`;
  }).then((src) => {
    recordSource(ref);
    return src;
  });
}

/** Processes a content `{ src, alt, focus }` image field (`maxWidth`: as responsiveImage's). */
export async function contentImage(field: ImageField, maxWidth?: number): Promise<ResponsiveImage> {
  return withField(await responsiveImage(field.src, field.alt, maxWidth), field);
}
