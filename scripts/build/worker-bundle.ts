/**
 * The prerender workers' code as one JavaScript file (decision 161): esbuild bundles the
 * worker's entry (./worker-main.ts) and the project modules it imports (packages stay imports),
 * and the workers run it with plain `node`, not `node --import tsx`. Under tsx, every module a
 * worker loaded, React and the server build included, went through tsx's loader hooks on a
 * second thread: ~1.7 s of CPU per worker at 10,000 posts, beside the build's other processes on
 * two cores.
 *
 * The bundle is written once per content into .cache/worker/ (named by its digest; those no
 * build has run for a week are removed, as the other caches' unused files are) and made again by
 * each build (esbuild, ~0.1 s, started when the build starts). The page cache's fingerprint
 * covers the renderer's sources, this file among them (./page-cache.ts `rendererSources`).
 *
 * In the bundle, each module's `import.meta.url`, `filename` and `dirname` are its source file's
 * (../lib/source-meta.mjs). The bundle's entry calls `runAsWorker` itself.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { cacheDir } from "../../app/content/environment.server";
import { sourceMeta } from "../lib/source-meta.mjs";
import { markUsed, pruneUnused } from "./files";

/** The bundle's file. */
export interface WorkerBundle {
  file: string;
}

const ENTRY = path.join(import.meta.dirname, "worker-main.ts");
/** The bundle's entry, given on stdin: it runs the worker. */
const STUB = "worker-entry.ts";

async function makeBundle(): Promise<WorkerBundle> {
  const res = await build({
    stdin: { contents: `import { runAsWorker } from ${JSON.stringify(ENTRY)};\nrunAsWorker();\n`, resolveDir: path.dirname(ENTRY), loader: "ts", sourcefile: STUB },
    bundle: true,
    write: false,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "silent",
    outfile: "worker.mjs",
    plugins: [sourceMeta()],
  });
  const code = res.outputFiles[0]!.contents;
  const dir = path.join(cacheDir(), "worker");
  const file = path.join(dir, `prerender-workers-${crypto.createHash("sha256").update(code).digest("hex").slice(0, 16)}.mjs`);
  if (fs.existsSync(file)) markUsed(file);
  else {
    fs.mkdirSync(dir, { recursive: true });
    // Written aside and renamed: a build starting a worker meanwhile reads a whole file.
    const aside = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(aside, code);
    fs.renameSync(aside, file);
  }
  // The bundles of code no build has run for a week go, as the other caches' entries do (decision 148).
  pruneUnused(dir);
  return { file };
}

let made: Promise<WorkerBundle> | undefined;
/** This build's worker bundle (made once per process; the first call starts it). */
export function workerBundle(): Promise<WorkerBundle> {
  made ??= makeBundle();
  return made;
}
