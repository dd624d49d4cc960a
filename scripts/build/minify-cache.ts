/**
 * The browser bundle minified by terser exactly as Vite's own `build.minify: "terser"` does
 * (decision 065), with each chunk's result kept in `.cache/minify/` by what went in: terser's
 * version, its options and the chunk's code (decision 141).
 *
 * Terser took ~8 s of every `react-router build` here, most of it on the critical path, and
 * ~140 MB of Vite's peak. A chunk's code before minifying names the chunks it imports by
 * placeholders (Rollup fills in their hashes afterwards), so it changes only when the chunk's own
 * modules do: a build whose code is unchanged (a new snapshot, a content edit, the bench's cold
 * build) minifies nothing, and a code change minifies only the chunks it touched. The output is
 * the same bytes Vite's plugin writes: `tests/unit/minify-cache.test.ts` compares every file a
 * build with it writes with a build by Vite's own `minify: "terser"`. The cache's entries are
 * plain files, safe to delete; those no build has used for a week are removed (decision 148).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { minify, type MinifyOptions } from "terser";
import type { Plugin } from "vite";
import { markUsed, pruneUnused } from "./files";

const TERSER_VERSION = (createRequire(import.meta.url)("terser/package.json") as { version: string }).version;

/**
 * The options Vite 7's terser plugin (`vite:terser`, dist/node/chunks/config.js) gives terser for
 * a chunk, with no `terserOptions` set and not in library mode.
 */
export function viteTerserOptions(output: { format: string; sourcemap?: unknown }): MinifyOptions {
  return {
    safari10: true,
    format: { preserve_annotations: undefined },
    sourceMap: !!output.sourcemap,
    module: output.format.startsWith("es"),
    toplevel: output.format === "cjs",
  };
}

/** The cache file for `code` minified with `options`. */
export function minifyCacheFile(dir: string, code: string, options: MinifyOptions): string {
  const key = crypto.createHash("sha256").update(`terser ${TERSER_VERSION}\0${JSON.stringify(options)}\0`).update(code).digest("hex");
  return path.join(dir, `${key}.json`);
}

interface Minified {
  code: string;
  map?: unknown;
}

/** `code` minified with `options`, from the cache when it holds this input's result. */
export async function cachedMinify(dir: string, code: string, options: MinifyOptions): Promise<Minified & { cached: boolean }> {
  const file = minifyCacheFile(dir, code, options);
  try {
    const hit = JSON.parse(fs.readFileSync(file, "utf8")) as Minified;
    if (typeof hit.code === "string") {
      markUsed(file);
      return { ...hit, cached: true };
    }
  } catch {
    // Not there, or not a whole entry (written aside and renamed, so only a damaged disk or a
    // hand edit makes one): minified again and written over.
  }
  const res = await minify(code, options);
  // Never an entry without code: it would be a chunk emptied on every later build.
  if (typeof res.code !== "string") throw new Error("terser returned no code");
  const out: Minified = { code: res.code, ...(res.map ? { map: res.map } : {}) };
  fs.mkdirSync(dir, { recursive: true });
  const tmp = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(out));
  fs.renameSync(tmp, file);
  return { ...out, cached: false };
}

/**
 * Vite plugin for the browser build, used with `build.minify: false`: each chunk is minified
 * last (`order: "post"`), where Vite's terser plugin would have minified it, after every other
 * plugin's `renderChunk`.
 */
export function cachedTerser(dir: string): Plugin {
  let minified = 0;
  let reused = 0;
  return {
    name: "cached-terser",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      minified = 0;
      reused = 0;
    },
    renderChunk: {
      order: "post",
      async handler(code, chunk, output) {
        try {
          const res = await cachedMinify(dir, code, viteTerserOptions(output));
          if (res.cached) reused++;
          else minified++;
          return { code: res.code, map: (res.map ?? null) as never };
        } catch (err) {
          // As Vite's plugin reports it: the chunk and the place in it.
          const e = err as Error & { line?: number; col?: number };
          throw new Error(`terser could not minify ${chunk.fileName}${e.line !== undefined ? ` (line ${e.line}, column ${e.col})` : ""}: ${e.message}`);
        }
      },
    },
    generateBundle() {
      // The cache keeps what builds use: a chunk no build has had for a week goes (decision 148).
      const pruned = pruneUnused(dir);
      this.environment.logger.info(`terser: ${minified} chunk${minified === 1 ? "" : "s"} minified, ${reused} from .cache/minify${pruned ? `; ${pruned} unused for a week removed` : ""}`);
    },
  };
}
