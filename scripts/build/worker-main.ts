/**
 * A prerender worker process (decision 066): what `runWorker` (./prerender-workers.ts) starts,
 * bundled with its modules and run with plain `node` (./worker-bundle.ts, decision 161).
 *
 * Two roles:
 * - a CMS worker: the pages of its list (./prerender-workers.ts `cmsPages`);
 * - React Router's worker, started ahead (./started-worker.ts): React Router's pages and the app
 *   shell, then the CMS pages the build hands it, then, when asked, the search index
 *   (decision 162).
 */
import fs from "node:fs";
import type { ServerBuild } from "react-router";
import { childInput } from "../lib/child-script";
import { cmsPages, IN_FLIGHT, type MorePages, type WorkerOptions } from "./prerender-workers";
import type { SearchIndexSummary } from "./search-index";

/** The file beside a React Router worker's list where it writes the search index's summary. */
const searchSummaryFile = (list: string) => `${list}.search.json`;

/** The summary of the index the worker wrote, as the build reads it once the worker has exited (./started-worker.ts). */
export function readSearchSummary(list: string): SearchIndexSummary {
  const s = JSON.parse(fs.readFileSync(searchSummaryFile(list), "utf8")) as Omit<SearchIndexSummary, "media"> & { media: string[] };
  return { ...s, media: new Set(s.media) };
}

/**
 * React Router's list and app shell (StartedWorker `run`); each HTML file written is one line
 * of `.out`. With `more`, then the CMS pages main sends on stdin (entries in `.more.out`), and
 * the search index if they ask for it. The line saying what it rendered comes before the index:
 * the build shapes the pages while the index is made.
 */
async function reactRouterPages(build: ServerBuild, clientDir: string, list: string, more: boolean, cms: string[] | undefined) {
  const { createRequestHandler } = await import("react-router");
  const { prerenderPaths } = await import("../../app/content/paths.server");
  const { prerenderLikeReactRouter, prerenderSpaFallback, staticPaths } = await import("./react-router-prerender");
  const paths = prerenderPaths(staticPaths(build.routes), cms);
  const rrBuild = { ...build, prerender: paths };
  const handler = createRequestHandler(rrBuild, "production");
  // Each page finished here, as the CMS pages are (the main process's finishing step leaves it as it is).
  const { cspSources, finishPage } = await import("./csp");
  const sources = await cspSources();
  const finish = (html: string) => finishPage(html, sources);
  let next = 0;
  // React Router's concurrency (react-router.config.ts).
  const lane = async () => {
    while (next < paths.length) await prerenderLikeReactRouter(handler, rrBuild, clientDir, paths[next++]!, finish);
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  await prerenderSpaFallback(handler, rrBuild, clientDir);
  fs.writeFileSync(`${list}.out`, [...paths, "__spa-fallback"].map((p) => JSON.stringify([p, {}])).join("\n"));
  let direct = 0;
  let search = false;
  if (more) {
    const next = JSON.parse(await childInput().rest()) as MorePages;
    direct = await cmsPages(build, clientDir, next.paths, next.cache, `${list}.more.out`);
    search = next.search === true;
  }
  console.log(`rendered ${paths.length + 1} (${direct} without React Router's handler)`);
  if (search) {
    const { writeSearchIndex } = await import("./search-index");
    const summary = await writeSearchIndex(clientDir);
    fs.writeFileSync(searchSummaryFile(list), JSON.stringify({ ...summary, media: [...summary.media] }));
  }
}

async function workerMain(argv: string[]) {
  if (argv[0] === "--started") {
    // Started ahead (startReactRouterWorker): what rendering loads, loaded while the build checks
    // the content and restores the bundles; then the server build and the list, once they are there.
    await Promise.all([import("react"), import("react-dom/server"), import("react-router"), import("zod"), import("yaml"), import("./csp"), import("./react-router-prerender"), import("../../app/content/paths.server")]);
    let line = await childInput().line();
    let warm: Promise<void> | undefined;
    if (line?.startsWith('{"warm":')) {
      const { warmUp } = await import("./react-router-prerender");
      warm = warmUp((JSON.parse(line) as { warm: string }).warm);
      line = await childInput().line();
    }
    // The build stopped before it needed this worker.
    if (line === null) return;
    await warm;
    argv = JSON.parse(line) as string[];
  }
  const [serverDir, clientDir, list] = argv;
  const { loadServerBuild } = await import("./react-router-prerender");
  const build = await loadServerBuild(serverDir!);
  const { paths, cache, mode, more, cms, waitToRead } = JSON.parse(fs.readFileSync(list!, "utf8")) as { paths: string[]; cache?: WorkerOptions["cache"]; mode?: "react-router"; more?: boolean; cms?: string[]; waitToRead?: boolean };
  if (mode === "react-router") return reactRouterPages(build, clientDir!, list!, Boolean(more), cms);
  // prerenderInWorkers's turn to read the snapshot (a line on stdin).
  if (waitToRead) await childInput().line();
  const direct = await cmsPages(build, clientDir!, paths, cache, `${list}.out`);
  console.log(`rendered ${paths.length} (${direct} without React Router's handler)`);
}

/** This process is a worker: its arguments and stdin say what to render (the bundle's entry calls it). */
export function runAsWorker() {
  workerMain(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  });
}
