/**
 * The prerender: React Router's static build (every route prerendered from content and the CMS
 * snapshot), or, when its bundles are in the app build cache, those bundles and React Router's
 * pages rendered from them (decision 129); then, for a large snapshot, the CMS pages it left to
 * the workers (decision 066).
 */
import fs from "node:fs";
import path from "node:path";
import { buildDir, clientDir, serverCopyDir } from "../../app/content/environment.server";
import { APP_REPORT_FILE, appBuildKey, findAppBuild, removeServerCopy, restoreAppBuild, saveAppBuild } from "./app-build";
import { reactRouterBuild } from "./react-router-build";
import { releaseSnapshot } from "../../app/features/collections/snapshot.server";
import { collectGarbage } from "../../app/content/gc.server";
import type { PreviousOutput } from "./build-stamp";
import { SEARCH_FILES } from "../../app/features/collections/search-index";
import { searchFilesRecord } from "./search-index";
import { STATIC_DATA_DIR } from "./static-data";
import { prerenderIncrementally, type IncrementalResult } from "./incremental";
import { pageFile, prerenderInWorkers, type MorePages, type RenderedPage } from "./prerender-workers";
import { COLLECTIONS } from "../../app/features/collections/table";
import { startReactRouterWorker, type ReactRouterRun, type StartedWorker } from "./started-worker";
import type { SearchIndexSummary } from "./search-index";

/** Once the CMS pages are planned (prerenderCmsPages): where the search index is made, decisions 157 and 162. */
export interface Planned {
  coreFree?: Promise<void>;
  search?: Promise<SearchIndexSummary>;
}

export interface AppBuildResult {
  /** HTML files prerendered (React Router's list and the app shell). */
  pages: number;
  /** Whether the bundles came from `.cache/app-build` (else: why not). */
  reused: boolean;
  why?: string;
  /** When built: how many browser chunks terser minified and how many came from `.cache/minify` (decision 141). */
  minify?: string;
}

/**
 * The bundles and React Router's pages in a fresh build folder: from the app build cache when
 * nothing the bundles are made from changed, else from `react-router build` (then kept).
 * Reports what it did in `build/app-build.json`.
 */
export async function appBuild(previous?: PreviousOutput, started?: StartedWorker, early?: KeptBundles): Promise<AppBuildResult> {
  // Found again (~20 ms, the modules loaded): code saved during the content check changes the
  // answer. The content the key reads was read before the check; an edit to it since makes the
  // build's last step find that an input changed, and the next build does the work again.
  const key = await appBuildKey();
  const found = findAppBuild(key);
  // The server build put in place before the check is this entry's: the worker loaded it.
  const inPlace = early?.dir !== undefined && "dir" in found && found.dir === early.dir;
  // React Router's worker, started ahead by the build (./started-worker.ts), when the bundles
  // are kept (and, given the server build ahead, one that loaded this one); else it goes. It is
  // gone before Vite starts: `react-router build` blocks this process, and the worker would keep
  // its ~100 MB beside Vite's until it ends.
  if (!("dir" in found) || (early?.dir !== undefined && !inPlace)) {
    await started?.cancel();
    started = undefined;
  }
  let result: AppBuildResult | undefined;
  if ("dir" in found) {
    ({ pages: kept, media: keptMedia } = await clearBuildKeeping(previous, inPlace));
    let restored = false;
    try {
      restoreAppBuild(found.dir, { server: !inPlace });
      restored = true;
    } catch (err) {
      // An entry removed by another build while it was copied: build afresh.
      console.warn(`  the kept app build could not be used (${err instanceof Error ? err.message.split("\n")[0] : err}); building it again`);
    }
    if (!restored) {
      await started?.cancel();
      removeServerCopy();
    }
    if (restored) {
      // React Router's pages render in a worker while the main process plans the CMS pages
      // (decision 132); a few CMS pages to render are then handed to that same worker.
      // prerenderCmsPages waits for it; a page that fails to render fails the build there, as it
      // would in `react-router build`.
      let handOver!: (more: MorePages | undefined) => void;
      const more = new Promise<MorePages | undefined>((resolve) => (handOver = resolve));
      const { reactRouterCmsPaths } = await import("../../app/content/paths.server");
      const done = (started ?? startReactRouterWorker()).run(serverCopyDir(), clientDir(), more, reactRouterCmsPaths());
      done.catch(() => {});
      reactRouterRun = { handOver, done };
      return { pages: 0, reused: true };
    }
  }
  if (!result) {
    // `react-router build` starts from an empty build folder: no page of the last build is kept.
    kept = new Map();
    keptMedia = new Set();
    const started = Date.now();
    // The content check's records are read again for the plan, after Vite (decision 142).
    releaseSnapshot();
    collectGarbage();
    const { pages, prerendered, minify } = await reactRouterBuild();
    // Kept only if nothing decided before Vite ran changed while it ran (an edit saved mid-build).
    if ((await appBuildKey()) === key) saveAppBuild(key, prerendered, { pages, started });
    result = { pages, reused: false, why: "why" in found ? found.why : "the kept build could not be used", ...(minify ? { minify } : {}) };
  }
  fs.writeFileSync(path.join(buildDir(), APP_REPORT_FILE), JSON.stringify(result));
  return result;
}

/** The kept bundles' entry found before the content check, its server build put in place (findKeptBundles). */
export interface KeptBundles {
  dir?: string;
}

/**
 * Before the content check (decision 135): the kept bundles' entry for the code as it is now, if
 * any, and its server build put in place (build/prerender-server, outside build/client), so that
 * React Router's worker loads it and the content while the content is checked. A build that
 * stops at the check removes it (removeServerCopy).
 */
export async function findKeptBundles(): Promise<KeptBundles> {
  let found: ReturnType<typeof findAppBuild>;
  try {
    found = findAppBuild(await appBuildKey());
  } catch {
    // A content file the key reads (company details, labels, routes) is broken: the check,
    // next, names it; the bundles are looked for again after it (appBuild).
    return {};
  }
  if (!("dir" in found)) return {};
  try {
    removeServerCopy();
    fs.cpSync(path.join(found.dir, "server"), serverCopyDir(), { recursive: true });
    return { dir: found.dir };
  } catch {
    // Removed by another build meanwhile: appBuild finds what there is then.
    removeServerCopy();
    return {};
  }
}

/** The CMS detail pages the last build left in build/client that this build kept there: site path → page cache key. */
let kept = new Map<string, string>();
/** The image and snapshot media copies (`_img/`, `_cms/media/`) the last build left in build/client that this build kept there. */
let keptMedia = new Set<string>();

/** The media copies kept in build/client (absolute paths): ./media.ts copies over them only what is not the same file. */
export function keptMediaFiles(): ReadonlySet<string> {
  return keptMedia;
}

/** React Router's pages being rendered from kept bundles (appBuild), and the hand-over of CMS pages to the same worker. */
let reactRouterRun: { handOver: (more: MorePages | undefined) => void; done: Promise<ReactRouterRun> } | undefined;

/** At most this many CMS pages to render go to the worker that rendered React Router's pages; more go to a worker per core. */
const HAND_OVER_MAX = 300;

/**
 * How many pages the search index takes on one core, per post (decision 157): at 10,000 posts it
 * took 3.5–6.7 s here, and a page ~4.5 ms of a worker's time (0.08–0.15 of a page a post).
 */
const INDEX_PAGES_PER_POST = 0.1;

/**
 * Workers for `paths`, the last one lighter by the search index's share, so that it ends first
 * and the index runs on its core beside the others; `free` is called when it has ended.
 */
function inWorkers(o: { paths: string[]; cache?: MorePages["cache"] }, free: () => void) {
  const posts = o.paths.filter((p) => p.startsWith(`${COLLECTIONS.posts.routePrefix}/`)).length;
  return prerenderInWorkers({ serverDir: serverCopyDir(), clientDir: clientDir(), ...o, lighter: { pages: Math.round(posts * INDEX_PAGES_PER_POST), done: free } });
}

/**
 * Empties the build folder for a build whose bundles come from the cache, except the CMS detail
 * pages the workers take that the last successful build wrote and that are still exactly as it
 * left them (decision 132: at 10,000 posts, deleting and copying them again was ~15 s of a
 * rebuild), the media copies, the static list files and the search index's files likewise.
 * Returns those pages with the page cache key they were
 * written from (the page cache copies a page only when this build's key for it is another,
 * ./incremental.ts), and those media files.
 */
async function clearBuildKeeping(previous: PreviousOutput | undefined, serverInPlace = false): Promise<{ pages: Map<string, string>; media: Set<string> }> {
  const keep = new Map<string, string>();
  const files = new Set<string>();
  const media = new Set<string>();
  // The images and snapshot media the pages show, copied from .cache/img and content/cms/media:
  // kept while exactly as the last build left them; ./media.ts copies again any whose source is
  // not the file it was copied from (another size, or written since).
  if (previous) {
    const dirs = [path.join(clientDir(), "_img") + path.sep, path.join(clientDir(), "_cms", "media") + path.sep];
    for (const file of previous.files()) if (dirs.some((d) => file.startsWith(d)) && previous.unchanged(file)) media.add(file);
  }
  if (previous && Object.keys(previous.pages).length) {
    const { workerPrerenderPaths } = await import("../../app/content/paths.server");
    const workerPaths = new Set(workerPrerenderPaths());
    const client = clientDir();
    for (const [p, pageKey] of Object.entries(previous.pages)) {
      if (!workerPaths.has(p)) continue;
      const html = pageFile(client, p);
      if (previous.unchanged(html)) {
        keep.set(p, pageKey);
        files.add(html);
      }
    }
  }
  // The static list files (`_data/`): ./static-data.ts writes again only those whose bytes differ.
  const data = new Set<string>();
  if (previous) {
    const dataDir = path.join(clientDir(), STATIC_DATA_DIR) + path.sep;
    for (const file of previous.files()) if (file.startsWith(dataDir) && previous.unchanged(file)) data.add(file);
  }
  // The search index's files and its record of them (decision 133): scripts/build/search-index.ts
  // checks each file against that record (digest and stat) and writes again what differs.
  const search = new Set<string>();
  if (previous) {
    const searchDir = path.join(clientDir(), SEARCH_FILES.replace(/^\/|\/$/g, "")) + path.sep;
    for (const file of previous.files()) if (file.startsWith(searchDir)) search.add(file);
    const record = searchFilesRecord(clientDir());
    if (fs.existsSync(record)) search.add(record);
  }
  // The server build put in place before the content check stays, with the files above.
  if (files.size === 0 && media.size === 0 && search.size === 0 && data.size === 0 && !serverInPlace) fs.rmSync(buildDir(), { recursive: true, force: true });
  else if (fs.existsSync(buildDir())) removeAllBut(buildDir(), new Set([...files, ...media, ...search, ...data]), serverInPlace ? serverCopyDir() : undefined);
  return { pages: keep, media };
}

/** Removes every file under `dir` but `keep` and the folder `keepDir`, and the folders left empty; returns whether `dir` is empty. */
function removeAllBut(dir: string, keep: Set<string>, keepDir?: string): boolean {
  let empty = true;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (p === keepDir) empty = false;
    else if (entry.isDirectory()) {
      if (removeAllBut(p, keep, keepDir)) fs.rmdirSync(p);
      else empty = false;
    } else if (keep.has(p)) empty = false;
    else fs.unlinkSync(p);
  }
  return empty;
}

/**
 * Renders the CMS pages React Router left to the workers (none below `WORKER_PRERENDER_FROM`),
 * or copies them from the page cache when their inputs are unchanged (decision 120), waits for
 * React Router's pages when appBuild left them rendering, and removes the server build copy.
 * Returns which CMS pages were rendered and how many were reused (undefined when React Router
 * rendered every page), and, for a build from kept bundles, how many HTML files React Router's
 * pages are (also written to `build/app-build.json`).
 *
 * `planned` is called once the pages to render are known and handed to a worker (or there are
 * none): the main process's other work waits for it, so that a worker is not left waiting for
 * the plan while the main process does work no worker waits for (decision 132). When they went
 * to a worker per core, it gets `coreFree`, which resolves once the lighter worker has ended: the
 * search index waits for it (decisions 142 and 157). When they went to React Router's worker, it
 * gets `search`: that worker writes the index after them (decision 162).
 */
export async function prerenderCmsPages(planned: (o?: Planned) => void = () => {}): Promise<{ cms?: IncrementalResult; reactRouterPages?: number }> {
  let free!: () => void;
  const coreFree = new Promise<void>((resolve) => (free = resolve));
  const run = reactRouterRun;
  reactRouterRun = undefined;
  try {
    const { workerPrerenderPaths } = await import("../../app/content/paths.server");
    const rest = workerPrerenderPaths();
    let cms: IncrementalResult | undefined;
    if (rest.length) {
      const render = run
        ? async (o: { paths: string[]; cache?: MorePages["cache"] }): Promise<Record<string, RenderedPage>> => {
            if (o.paths.length <= HAND_OVER_MAX) {
              // The same worker then writes the search index, on the core it is on, while this
              // process shapes the pages (decision 162).
              planned({ search: run.done.then((r) => r.search ?? Promise.reject(new Error("React Router's worker was to write the search index and wrote none"))) });
              run.handOver({ paths: o.paths, cache: o.cache, search: true });
              return (await run.done).rendered;
            }
            planned({ coreFree });
            // Many pages: a worker per core, once React Router's are done (one worker's heap at a time beside them).
            run.handOver(undefined);
            await run.done;
            return inWorkers(o, free);
          }
        : undefined;
      cms = await prerenderIncrementally(serverCopyDir(), clientDir(), rest, kept, render ?? ((o) => (planned({ coreFree }), inWorkers(o, free))));
    }
    planned();
    if (!run) return { cms };
    run.handOver(undefined);
    const { pages } = await run.done;
    fs.writeFileSync(path.join(buildDir(), APP_REPORT_FILE), JSON.stringify({ pages, reused: true } satisfies AppBuildResult));
    return { cms, reactRouterPages: pages };
  } finally {
    planned();
    free();
    // Never remove the server build under a worker still rendering from it.
    run?.handOver(undefined);
    await run?.done.catch(() => {});
    removeServerCopy();
  }
}
