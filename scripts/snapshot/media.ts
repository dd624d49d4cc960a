/**
 * Media of the snapshot: each image URL becomes a local file named by the
 * first 16 hex digits of its SHA-256 (`3f9a1c0b2e4d5a6f.jpg`). Files the
 * previous snapshot already holds for the same URL are reused (checked
 * against their name's hash), not downloaded again.
 *
 * Accepted: JPEG, PNG, WebP, AVIF as sent; GIF and TIFF become PNG (first
 * frame). SVG, HTML error pages and anything sharp cannot decode are refused.
 *
 * Failures: 404/410 for an image, a refused file, or any failure on a host
 * other than the CMS's drop that image with a warning (a dead link must not
 * block every future snapshot). Other failures on the CMS host (5xx after the
 * retries, timeouts, cut connections) fail the run.
 *
 * Policy (decision 073, media-policy.ts): only the CMS origin and the company file's mediaHosts,
 * no special addresses (unless the CMS itself is on one), redirects checked hop by hop, a byte
 * and a pixel cap. A refused image is left out with a warning.
 */
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp, { type Metadata } from "sharp";
import { WpRequestError, getWithRetry, mapLimit, readBytes, type RetryOptions } from "../../app/cms/http";
import type { CmsMediaEntry } from "../../app/cms/snapshot-schema";
import { gatedFetch, type MediaGate } from "./media-policy";

/** Largest image accepted (bytes). */
export const MAX_MEDIA_BYTES = 40 * 1024 * 1024;
/** Most pixels an image may have (width × height): a small file can decode to gigabytes. */
export const MAX_MEDIA_PIXELS = 50_000_000;

export interface StoredImage {
  /** e.g. 3f9a1c0b2e4d5a6f.jpg */
  file: string;
  width: number;
  height: number;
  /** Bytes to write (downloaded), or the previous snapshot's file to copy. */
  source: { bytes: Uint8Array } | { copyFrom: string };
}

export interface MediaOutcome {
  images: Map<string, StoredImage>;
  /** URL → why it was left out (warnings). */
  dropped: Map<string, string>;
  /** Lines that fail the run. */
  failures: string[];
  downloaded: number;
  reused: number;
}

export function hashName(bytes: Uint8Array, ext: string): string {
  return `${createHash("sha256").update(bytes).digest("hex").slice(0, 16)}.${ext}`;
}

type Checked = { ok: true; bytes: Uint8Array; ext: string; width: number; height: number } | { ok: false; reason: string };

/** Decodes enough of the file to be sure it is a whole image, and picks its stored form. */
export async function checkImage(input: Uint8Array, maxPixels = MAX_MEDIA_PIXELS): Promise<Checked> {
  let meta: Metadata;
  try {
    // The header only: nothing is decoded before the pixel count is known.
    meta = await sharp(input, { failOn: "truncated", limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: "not an image" };
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels > maxPixels) return { ok: false, reason: `too many pixels: ${meta.width}×${meta.height} (limit ${maxPixels})` };
  let bytes = input;
  let ext: string;
  switch (meta.format) {
    case "jpeg":
      ext = "jpg";
      break;
    case "png":
    case "webp":
      ext = meta.format;
      break;
    case "heif":
      if (meta.compression !== "av1") return { ok: false, reason: `HEIF/${meta.compression ?? "?"} images are not accepted` };
      ext = "avif";
      break;
    case "gif":
    case "tiff":
      try {
        bytes = new Uint8Array(await sharp(input, { failOn: "truncated" }).png().toBuffer());
      } catch {
        return { ok: false, reason: `damaged ${meta.format} image` };
      }
      ext = "png";
      break;
    case "svg":
      return { ok: false, reason: "SVG images are not accepted (they can carry script)" };
    default:
      return { ok: false, reason: `unsupported image format ${meta.format ?? "unknown"}` };
  }
  try {
    // A small decode catches files cut off in transit (JPEG decodes at reduced size cheaply).
    await sharp(bytes, { failOn: "truncated" }).resize(8, 8, { fit: "inside" }).raw().toBuffer();
  } catch {
    return { ok: false, reason: "damaged or incomplete image" };
  }
  const oriented = meta.autoOrient ?? { width: meta.width, height: meta.height };
  if (!oriented.width || !oriented.height) return { ok: false, reason: "image without dimensions" };
  return { ok: true, bytes, ext, width: oriented.width, height: oriented.height };
}

export interface MediaOptions {
  retry: RetryOptions;
  concurrency: number;
  /** Origin of the CMS (failures there fail the run). */
  cmsOrigin: string;
  /** Previous snapshot folder and its media list; omit to download everything. */
  previous?: { dir: string; entries: CmsMediaEntry[] };
  /** The previous snapshot's files were already checked against their names (state.ts): skip hashing them again. */
  verified?: boolean;
  /** Where images may come from (media-policy.ts); every URL and redirect hop is checked. */
  gate?: MediaGate;
  /** Caps per image (defaults MAX_MEDIA_BYTES, MAX_MEDIA_PIXELS). */
  maxBytes?: number;
  maxPixels?: number;
  onProgress?: (done: number, total: number) => void;
}

async function reusable(url: string, prev: MediaOptions["previous"], byUrl: Map<string, CmsMediaEntry>, verified: boolean): Promise<StoredImage | null> {
  const entry = byUrl.get(url);
  if (!prev || !entry) return null;
  const file = path.join(prev.dir, "media", entry.file);
  try {
    if (!verified) {
      const bytes = await fs.readFile(file);
      if (hashName(bytes, entry.file.split(".").pop()!) !== entry.file) return null; // damaged: download again
    }
    return { file: entry.file, width: entry.width, height: entry.height, source: { copyFrom: file } };
  } catch {
    return null;
  }
}

export async function collectMedia(urls: Iterable<string>, opts: MediaOptions): Promise<MediaOutcome> {
  const unique = [...new Set(urls)].sort();
  const out: MediaOutcome = { images: new Map(), dropped: new Map(), failures: [], downloaded: 0, reused: 0 };
  let done = 0;
  const byUrl = new Map((opts.previous?.entries ?? []).map((e) => [e.url, e]));
  const refused = new Map<string, string>();
  const retry: RetryOptions = opts.gate ? { ...opts.retry, fetch: gatedFetch(opts.gate, opts.retry.fetch ?? globalThis.fetch.bind(globalThis), (u, why) => refused.set(u, why)) } : opts.retry;
  await mapLimit(unique, opts.concurrency, async (url) => {
    try {
      const why = await opts.gate?.(url);
      if (why) {
        out.dropped.set(url, `refused: ${why}; image left out`);
        return;
      }
      const prev = await reusable(url, opts.previous, byUrl, !!opts.verified);
      if (prev) {
        out.images.set(url, prev);
        out.reused++;
        return;
      }
      let bytes: Uint8Array;
      try {
        bytes = (await getWithRetry(url, retry, readBytes(opts.maxBytes ?? MAX_MEDIA_BYTES), "image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8")).body;
      } catch (err) {
        const e = err as WpRequestError;
        const policy = refused.get(url);
        if (policy) {
          out.dropped.set(url, `${policy}; image left out`);
          return;
        }
        const sameHost = new URL(url).origin === opts.cmsOrigin;
        const gone = e instanceof WpRequestError && e.kind === "http" && (e.status === 404 || e.status === 410);
        const tooLarge = e instanceof WpRequestError && e.kind === "too-large";
        const attempts = e instanceof WpRequestError && e.attempts > 1 ? ` (after ${e.attempts} attempts)` : "";
        if (gone || tooLarge || !sameHost) out.dropped.set(url, `${e.message}${attempts}; image left out`);
        else out.failures.push(`GET ${url}: ${e.message}${attempts}`);
        return;
      }
      const checked = await checkImage(bytes, opts.maxPixels);
      if (!checked.ok) {
        out.dropped.set(url, `${checked.reason}; image left out`);
        return;
      }
      out.images.set(url, { file: hashName(checked.bytes, checked.ext), width: checked.width, height: checked.height, source: { bytes: checked.bytes } });
      out.downloaded++;
    } finally {
      opts.onProgress?.(++done, unique.length);
    }
  });
  return out;
}
