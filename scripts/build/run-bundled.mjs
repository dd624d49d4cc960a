/**
 * `npm run build`'s entry (decision 163): scripts/build.ts and the project modules it imports,
 * bundled by esbuild and run with plain `node`, as the prerender workers' code is (decision 161).
 *
 * Under `node --import tsx`, every module the build's main process loaded went through tsx's
 * loader hooks on a second thread, and the main process waited for them: ~1 s of a one-post
 * rebuild of 10,000 posts, where the whole build is ~8 s. The bundle is made again by each build
 * (esbuild, ~0.1 s) and written once per content into .cache/build-code/<digest>/ (inside the
 * project, so that its imports of packages resolve in node_modules). The one found or written is
 * marked used here; the build removes those no build has run for a week (scripts/build.ts `run`).
 *
 * The bundle is split where the build imports a module only when it needs it (`import()`): the
 * content check, the sanitiser, the editor's files. A build that finds nothing changed loads
 * none of them, as under tsx. Each module's `import.meta` is its source file's (../lib/source-meta.mjs).
 * JavaScript, not TypeScript: it runs before anything can load TypeScript.
 *
 * `node --import tsx scripts/build.ts` still runs the same build from its sources.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { isMain } from "../lib/is-main.mjs";
import { sourceMeta } from "../lib/source-meta.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ENTRY = path.join(ROOT, "scripts", "build.ts");
/** Where the bundles are kept: one folder each, named by its digest. */
export const BUNDLES_DIR = path.join(ROOT, ".cache", "build-code");
/** The bundle's entry file in its folder: scripts/build.ts's exports. */
export const ENTRY_FILE = "build.js";

/**
 * Bundles scripts/build.ts into its folder in BUNDLES_DIR (written unless a folder of the same
 * digest is there) and returns that folder and esbuild's metafile.
 *
 * @returns {Promise<{ dir: string, metafile: import("esbuild").Metafile }>}
 */
export async function bundleBuild() {
  const res = await build({
    entryPoints: { build: ENTRY },
    bundle: true,
    splitting: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "silent",
    outdir: path.join(BUNDLES_DIR, "out"),
    chunkNames: "[name]-[hash]",
    // A profile or a stack trace names the functions and, with `node --enable-source-maps`, the
    // source lines (the maps hold no source text).
    keepNames: true,
    sourcemap: "linked",
    sourcesContent: false,
    plugins: [sourceMeta()],
  });
  const files = res.outputFiles.map((f) => ({ name: path.basename(f.path), contents: f.contents })).sort((a, b) => (a.name < b.name ? -1 : 1));
  const hash = crypto.createHash("sha256");
  for (const f of files) hash.update(`${f.name}\0${f.contents.length}\0`).update(f.contents);
  const dir = path.join(BUNDLES_DIR, hash.digest("hex").slice(0, 16));
  const complete = () => files.every((f) => fs.existsSync(path.join(dir, f.name)));
  if (complete()) {
    // Marked used at once, not only once the build runs: another build's pruning skips it.
    const now = new Date();
    fs.utimesSync(dir, now, now);
  } else {
    // Written aside and renamed as a whole: a build starting meanwhile runs a complete folder.
    fs.mkdirSync(BUNDLES_DIR, { recursive: true });
    const aside = fs.mkdtempSync(`${dir}.`);
    for (const f of files) fs.writeFileSync(path.join(aside, f.name), f.contents);
    // What a pruning left half removed goes first.
    if (fs.existsSync(dir)) fs.rmSync(dir, { recursive: true, force: true });
    try {
      fs.renameSync(aside, dir);
    } catch (err) {
      // Another build wrote the same folder first: the same bytes.
      fs.rmSync(aside, { recursive: true, force: true });
      if (!complete()) throw err;
    }
  }
  return { dir, metafile: res.metafile };
}

if (isMain(import.meta.url)) {
  let dir;
  try {
    ({ dir } = await bundleBuild());
  } catch (err) {
    // esbuild's own message names the file and line (a syntax error, an import that resolves nowhere).
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  const { run } = await import(pathToFileURL(path.join(dir, ENTRY_FILE)).href);
  await run(dir);
}
