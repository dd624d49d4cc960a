/**
 * Precompressed scripts and stylesheets (decision 064): every file in build/client/assets gets a
 * `.gz` beside it, made by Zopfli (@gfx/zopfli, the reference Zopfli compiled to WebAssembly).
 * Zopfli writes ordinary gzip that every browser reads, ~4 % smaller than gzip -6 and -9.
 *
 * npm start (sirv `gzip: true`) and hosts that serve precompressed files (nginx `gzip_static`,
 * Caddy `precompressed`) send these; hosts that compress on the fly ignore them. Asset names
 * carry a content hash, so each result is cached in `.cache/gz/` and a rebuild only compresses
 * chunks that changed (a cold run takes ~8 s here). Entries no build has used for a week are
 * removed (decision 148).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import { cacheDir } from "../../app/content/environment.server";
import { markUsed, pruneUnused, writeAtomic } from "./files";

const COMPRESSIBLE = /\.(js|css|svg)$/;

export async function precompressAssets(out: string, gzCache = path.join(cacheDir(), "gz")): Promise<{ files: number; compressed: number; pruned: number }> {
  const dir = path.join(out, "assets");
  if (!fs.existsSync(dir)) return { files: 0, compressed: 0, pruned: 0 };
  // Asset names carry a content hash: each is its own cache key.
  const done = await compressEach(dir, gzCache, (name) => `${name}.gz`, (body) => gzipAsync(body, { numiterations: 15 }));
  // The cache keeps what builds use: an asset no build has had for a week goes (decision 148).
  return { ...done, pruned: pruneUnused(gzCache) };
}

/**
 * Writes `<name>.gz` beside each compressible file of `dir` over `minBytes`, from the cache under
 * `key(name, body)` when it has it, else made by `compress` and cached.
 */
async function compressEach(
  dir: string,
  gzCache: string,
  key: (name: string, body: Buffer) => string,
  compress: (body: Buffer) => Uint8Array | Promise<Uint8Array>,
  minBytes = 0,
): Promise<{ files: number; compressed: number }> {
  if (!fs.existsSync(dir)) return { files: 0, compressed: 0 };
  fs.mkdirSync(gzCache, { recursive: true });
  let files = 0;
  let compressed = 0;
  for (const name of fs.readdirSync(dir).filter((f) => COMPRESSIBLE.test(f))) {
    const body = fs.readFileSync(path.join(dir, name));
    if (body.length < minBytes) continue;
    const cached = path.join(gzCache, key(name, body));
    const target = path.join(dir, `${name}.gz`);
    if (fromCache(cached, target)) markUsed(cached);
    else {
      const gz = await compress(body);
      writeAtomic(cached, gz);
      fs.writeFileSync(target, gz);
      compressed++;
    }
    files++;
  }
  return { files, compressed };
}

/** Copies a cached `.gz` into place; false when there is none (or another build pruned it just now). */
function fromCache(cached: string, target: string): boolean {
  try {
    fs.copyFileSync(cached, target);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw err;
  }
}

/**
 * The editor's scripts at /admin, precompressed too (decision 181): its main file is 5.2 MB, which
 * nginx sent uncompressed (hosts that compress on the fly are unaffected). Their names are not
 * content hashes, so each `.gz` is cached under the digest of what it compresses. gzip -9, not
 * Zopfli: Zopfli takes ~1 min over 5 MB, for ~4 % less that an editor, who loads it once per
 * session, would not notice. Files under 1 KB are left as they are.
 */
export function precompressEditor(out: string, gzCache = path.join(cacheDir(), "gz")): Promise<{ files: number; compressed: number }> {
  const digest = (body: Buffer) => crypto.createHash("sha256").update(body).digest("hex").slice(0, 32);
  return compressEach(path.join(out, "admin"), gzCache, (_name, body) => `editor-${digest(body)}.gz`, (body) => zlib.gzipSync(body, { level: 9 }), 1024);
}
