/**
 * The app build cache (decision 129): `react-router build`'s two bundles (the browser's assets and
 * the server build the pages are rendered from) are kept in `.cache/app-build/` and reused while
 * nothing they were made from has changed; the pages are rendered on every build all the same.
 *
 * What a build of the bundles reads, and how the cache knows it:
 * - the code Vite bundles: vite.config.ts's `record-build-inputs` plugin lists every project file
 *   each bundle was made from; an entry stores each one's digest and is reused only while all match;
 * - what is decided before Vite runs, keyed on directly: the route table (`app/routes.ts`: a route
 *   per service and offer file, a detail or live module per collection), Vite's `define` values
 *   (`app/content/build-values.server.ts`: company details, endpoints, labels), the config
 *   files and every project file they import, package-lock.json, tsconfig.json, public/, `.env`
 *   files, `VITE_*` and `NODE_ENV`, and Node's version.
 * The content the pages show is not among them: the pages are not in the cache.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { build as esbuild } from "esbuild";
import { appBuildCacheDir, buildDir, clientDir, projectRoot, serverCopyDir } from "../../app/content/environment.server";
import { ASIDE_FOR_MS, relPath, walk, writtenWithin } from "./files";

/** The format of an entry (`inputs.json`); an entry of another is not used. */
export const APP_BUILD_VERSION = 1;
const VERSION = APP_BUILD_VERSION;
/** Entries kept (the newest used): the real site, a generated bench site, test variants. */
const KEEP = 4;
/** What the build did with its bundles: `build/app-build.json` (not deployed). */
export const APP_REPORT_FILE = "app-build.json";
/** The config files Vite and React Router load before they bundle anything. */
const CONFIG_FILES = ["vite.config.ts", "react-router.config.ts", "uno.config.ts", "app/routes.ts"];

function sha(parts: (string | Buffer)[]): string {
  const h = crypto.createHash("sha256");
  for (const p of parts) h.update(p).update("\0");
  return h.digest("hex");
}

function digestFile(rel: string): string | null {
  try {
    return sha([fs.readFileSync(path.join(projectRoot(), rel))]);
  } catch {
    return null;
  }
}

/** The config files and every project file they import (packages excluded: package-lock.json covers them). */
async function configSources(): Promise<string[]> {
  const entryPoints = CONFIG_FILES.filter((f) => fs.existsSync(path.join(projectRoot(), f)));
  const res = await esbuild({ entryPoints, absWorkingDir: projectRoot(), bundle: true, write: false, metafile: true, platform: "node", format: "esm", packages: "external", logLevel: "silent", outdir: "out" });
  return Object.keys(res.metafile.inputs).sort();
}

/** The key of everything decided before Vite bundles (see the top of this file). */
export async function appBuildKey(): Promise<string> {
  const root = projectRoot();
  const parts: (string | Buffer)[] = [String(VERSION), process.version];
  for (const src of await configSources()) parts.push(src, fs.readFileSync(path.join(root, src)));
  // Files Vite or React Router read by convention, not as modules: .env files, browserslist and
  // PostCSS configs, package.json (its fields, e.g. `sideEffects`).
  const conventional = fs.readdirSync(root).filter((f) => f === ".env" || f.startsWith(".env.") || f === ".browserslistrc" || f.startsWith("postcss.config."));
  for (const f of ["package.json", "package-lock.json", "tsconfig.json", ...conventional.sort()]) if (fs.existsSync(path.join(root, f))) parts.push(f, fs.readFileSync(path.join(root, f)));
  // The names of app/'s files: React Router picks up an added entry.client/entry.server (or
  // root) by its name alone, and its default entries live in node_modules.
  parts.push(JSON.stringify(walk(path.join(root, "app")).map((f) => relPath(root, f)).sort()));
  const pub = path.join(root, "public");
  if (fs.existsSync(pub)) for (const f of walk(pub).sort()) parts.push(relPath(root, f), fs.readFileSync(f));
  parts.push(JSON.stringify(Object.entries(process.env).filter(([k]) => k.startsWith("VITE_") || k === "NODE_ENV").sort()));
  const { buildValues, defineBuildValues } = await import("../../app/content/build-values.server");
  parts.push(JSON.stringify(defineBuildValues(buildValues())));
  const { default: routes } = await import("../../app/routes");
  parts.push(JSON.stringify(routes));
  return sha(parts).slice(0, 32);
}

interface Inputs {
  version: number;
  /** Project file → its digest when the bundles were made. */
  files: Record<string, string | null>;
}

/** The entry of `key` whose bundles were made from the files as they are now, or why there is none. */
export function findAppBuild(key: string): { dir: string } | { why: string } {
  const base = path.join(appBuildCacheDir(), key);
  const names = fs.existsSync(base) ? fs.readdirSync(base).filter((n) => !n.startsWith(".")) : [];
  let why = "the routes, labels, company details, config or packages differ from every kept build";
  for (const name of names.sort()) {
    const dir = path.join(base, name);
    // Read with care: another build may remove an entry meanwhile (then it is not used).
    try {
      const inputs = JSON.parse(fs.readFileSync(path.join(dir, "inputs.json"), "utf8")) as Inputs;
      if (inputs.version !== VERSION || !fs.existsSync(path.join(dir, "server", "index.js"))) continue;
      const changed = Object.entries(inputs.files).find(([file, digest]) => digestFile(file) !== digest);
      if (!changed) return { dir };
      why = `${changed[0]} changed`;
    } catch {
      // A damaged entry is one the build does not use.
    }
  }
  return { why };
}

/**
 * Puts a kept entry's bundles where `react-router build` leaves them: build/client and the server
 * build copy (`server: false`: that one is in place already, ./prerender.ts `findKeptBundles`).
 */
export function restoreAppBuild(dir: string, { server = true } = {}) {
  fs.cpSync(path.join(dir, "client"), clientDir(), { recursive: true });
  if (server) fs.cpSync(path.join(dir, "server"), serverCopyDir(), { recursive: true });
  const now = new Date();
  fs.utimesSync(dir, now, now);
}

/**
 * After `react-router build`: keeps its bundles under `key` with the digests of the files they
 * were made from (listed by vite.config.ts's plugin), leaving out the pages React Router
 * prerendered (`prerendered`, paths relative to build/client). Written aside and renamed, so a
 * build that stops half-way leaves no entry; the oldest entries beyond KEEP are removed.
 */
export function saveAppBuild(key: string, prerendered: Set<string>, made: { pages: number; started: number }) {
  const lists = fs.existsSync(buildDir()) ? fs.readdirSync(buildDir()).filter((f) => /^app-inputs\..+\.json$/.test(f)) : [];
  const recorded = new Set<string>();
  for (const f of lists) {
    for (const file of JSON.parse(fs.readFileSync(path.join(buildDir(), f), "utf8")) as string[]) recorded.add(file);
    fs.rmSync(path.join(buildDir(), f));
  }
  // Without the plugin's lists nothing says what the bundles were made from: keep nothing. Nor
  // when the log did not name every page React Router wrote (its format changed): pages must
  // never be kept with the bundles. Nor when a file they were made from was saved while Vite
  // ran: its digest now is not what the bundles saw.
  if (lists.length < 2 || !fs.existsSync(path.join(serverCopyDir(), "index.js"))) return;
  if ([...prerendered].filter((f) => f.endsWith(".html")).length < made.pages) return;
  const root = projectRoot();
  if ([...recorded].some((f) => (fs.statSync(path.join(root, f), { throwIfNoEntry: false })?.mtimeMs ?? 0) >= made.started)) return;
  const inputs: Inputs = { version: VERSION, files: Object.fromEntries([...recorded].sort().map((f) => [f, digestFile(f)])) };
  const final = path.join(appBuildCacheDir(), key, sha([JSON.stringify(inputs)]).slice(0, 16));
  if (fs.existsSync(final)) return;
  const tmp = path.join(appBuildCacheDir(), `.tmp-${process.pid}-${Date.now()}`);
  try {
    fs.cpSync(serverCopyDir(), path.join(tmp, "server"), { recursive: true });
    for (const file of walk(clientDir())) {
      const rel = relPath(clientDir(), file);
      if (prerendered.has(rel)) continue;
      fs.mkdirSync(path.dirname(path.join(tmp, "client", rel)), { recursive: true });
      fs.copyFileSync(file, path.join(tmp, "client", rel));
    }
    fs.writeFileSync(path.join(tmp, "inputs.json"), JSON.stringify(inputs));
    fs.mkdirSync(path.dirname(final), { recursive: true });
    fs.renameSync(tmp, final);
  } catch {
    // Another build stored the same entry first, or the disk is full: this build needs no entry.
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  prune();
}

/** Keeps the KEEP most recently made or used entries, and removes what interrupted builds left. */
function prune() {
  const root = appBuildCacheDir();
  const entries: { dir: string; time: number }[] = [];
  // Another build may prune or save at the same time: whatever vanishes meanwhile is skipped.
  const list = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  const mtime = (p: string) => fs.statSync(p, { throwIfNoEntry: false })?.mtimeMs;
  for (const key of list(root)) {
    const base = path.join(root, key);
    if (key.startsWith(".tmp-")) {
      if (!writtenWithin(base, ASIDE_FOR_MS)) fs.rmSync(base, { recursive: true, force: true });
      continue;
    }
    for (const name of list(base)) {
      const time = mtime(path.join(base, name));
      if (time !== undefined) entries.push({ dir: path.join(base, name), time });
    }
  }
  for (const { dir } of entries.sort((a, b) => b.time - a.time).slice(KEEP)) fs.rmSync(dir, { recursive: true, force: true });
  for (const key of list(root)) {
    const base = path.join(root, key);
    if (!key.startsWith(".tmp-") && list(base).length === 0) fs.rmSync(base, { recursive: true, force: true });
  }
}

/**
 * The files React Router's prerender wrote, from its log (`Prerender (data|html): … -> <file>`,
 * relative to the project), as paths relative to build/client.
 */
export function prerenderedFiles(log: string): Set<string> {
  const files = new Set<string>();
  for (const m of log.replace(/\x1b\[[0-9;]*m/g, "").matchAll(/Prerender \((?:data|html)\): .* -> (.+)$/gm)) {
    files.add(relPath(clientDir(), path.resolve(projectRoot(), m[1]!.trim())));
  }
  return files;
}

/** Removes the server build copy (build/prerender-server). */
export function removeServerCopy() {
  fs.rmSync(serverCopyDir(), { recursive: true, force: true });
}
