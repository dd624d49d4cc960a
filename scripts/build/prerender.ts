/**
 * The prerender: React Router's static build (every route prerendered from content and the CMS
 * snapshot), or, when its bundles are in the app build cache, those bundles and React Router's
 * pages rendered from them (decision 129); then, for a large snapshot, the CMS pages it left to
 * the workers (decision 066).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildDir, clientDir, projectRoot, serverCopyDir } from "../../app/content/environment.server";
import { APP_REPORT_FILE, appBuildKey, findAppBuild, prerenderedFiles, restoreAppBuild, saveAppBuild } from "./app-build";
import { prerenderIncrementally, type IncrementalResult } from "./incremental";
import { prerenderAsReactRouter } from "./prerender-workers";

export interface AppBuildResult {
  /** HTML files prerendered (React Router's list and the app shell). */
  pages: number;
  /** Whether the bundles came from `.cache/app-build` (else: why not). */
  reused: boolean;
  why?: string;
}

/**
 * The bundles and React Router's pages in a fresh build folder: from the app build cache when
 * nothing the bundles are made from changed, else from `react-router build` (then kept).
 * Reports what it did in `build/app-build.json`.
 */
export async function appBuild(): Promise<AppBuildResult> {
  const key = await appBuildKey();
  const found = findAppBuild(key);
  let result: AppBuildResult | undefined;
  if ("dir" in found) {
    fs.rmSync(buildDir(), { recursive: true, force: true });
    let restored = false;
    try {
      restoreAppBuild(found.dir);
      restored = true;
    } catch (err) {
      // An entry removed by another build while it was copied: build afresh.
      console.warn(`  the kept app build could not be used (${err instanceof Error ? err.message.split("\n")[0] : err}); building it again`);
    }
    // A page that fails to render fails the build here, as it would in `react-router build`.
    if (restored) result = { pages: await prerenderAsReactRouter(serverCopyDir(), clientDir()), reused: true };
  }
  if (!result) {
    const started = Date.now();
    const { pages, prerendered } = reactRouterBuild();
    // Kept only if nothing decided before Vite ran changed while it ran (an edit saved mid-build).
    if ((await appBuildKey()) === key) saveAppBuild(key, prerendered, { pages, started });
    result = { pages, reused: false, why: "why" in found ? found.why : "the kept build could not be used" };
  }
  fs.writeFileSync(path.join(buildDir(), APP_REPORT_FILE), JSON.stringify(result));
  return result;
}

/**
 * Runs `react-router build` into a fresh build folder; returns how many HTML files it
 * prerendered and which files those were. On failure, prints the end of its log and exits with its status.
 */
export function reactRouterBuild(): { pages: number; prerendered: Set<string> } {
  fs.rmSync(buildDir(), { recursive: true, force: true });
  const rr = spawnSync(process.execPath, [path.join(projectRoot(), "node_modules/@react-router/dev/bin.js"), "build"], {
    stdio: ["ignore", "pipe", "inherit"],
    env: process.env,
    // React Router logs a line per prerendered file: 10,000 posts are far beyond the 1 MB default.
    maxBuffer: 512 * 1024 * 1024,
  });
  const log = rr.stdout?.toString() ?? "";
  if (rr.status !== 0) {
    fs.rmSync(serverCopyDir(), { recursive: true, force: true });
    process.stdout.write(log.slice(-20_000));
    if (rr.error) console.error(rr.error.message);
    console.error("\nBuild failed (see above).");
    process.exit(rr.status ?? 1);
  }
  return { pages: (log.match(/Prerender \(html\)/g) ?? []).length, prerendered: prerenderedFiles(log) };
}

/**
 * Renders the CMS pages React Router left to the workers (none below `WORKER_PRERENDER_FROM`),
 * or copies them from the page cache when their inputs are unchanged (decision 120), and removes
 * the server build copy. Returns which pages were rendered and how many were reused, or
 * undefined when React Router rendered every page.
 */
export async function prerenderCmsPages(): Promise<IncrementalResult | undefined> {
  try {
    const { workerPrerenderPaths } = await import("../../app/content/paths.server");
    const rest = workerPrerenderPaths();
    if (rest.length === 0) return undefined;
    return await prerenderIncrementally(serverCopyDir(), clientDir(), rest);
  } finally {
    fs.rmSync(serverCopyDir(), { recursive: true, force: true });
  }
}
