/**
 * CMS detail pages prerendered in worker processes (decision 066).
 *
 * React Router prerenders in its own build process, one page at a time: ~8 ms a page here, so
 * 10,000 posts took 80 s on one core while the other idled. When the snapshot is large
 * (paths.server.ts `WORKER_PRERENDER_FROM`), React Router renders the static pages and the first
 * page of each CMS collection, and this module renders the rest with one worker per core. Each
 * worker loads the same server build React Router used (kept by the `keep-server-build` plugin in
 * vite.config.ts) and renders each page as React Router's prerender does (@react-router/dev
 * `prerenderRoute`): it requests `<path>/` and writes `<path>/index.html` (each route's first
 * page through React Router's handler, the next ones without it: ./direct-render.ts). It writes no
 * `<path>.data`: a CMS detail page opens as a document, never in the client (decision 156), and
 * the build removes the `.data` React Router wrote for the ones it rendered itself.
 * tests/e2e/build-workers.spec.ts compares the two outputs file by file.
 *
 * With a page cache (decision 120), each page is rendered with its inputs traced
 * (app/content/inputs.server.ts), its finished files are written once, under its key in the
 * cache, and linked into build/client (decision 151); the worker reports each page's key, inputs
 * and images for the manifest.
 */
import { runScript } from "../lib/child-script";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { hostFilePath } from "../lib/host-file-path";
import { linkOrCopy, relPath, writeFile } from "./files";
import { internalUrls } from "./link-check";
import { indexable } from "./seo-files";
import { entryFile, mediaRefs, pageKey, storePage, type PageEntry } from "./page-cache";
import { splitPages } from "./split-pages";
import { workerBundle } from "./worker-bundle";

/** Pages a worker renders at once (rendering is synchronous; this overlaps the file writes). */
export const IN_FLIGHT = 4;

/** A worker's line once its first page has read the snapshot (the next worker may then read it). */
export const SNAPSHOT_READ = "snapshot read";

export interface WorkerOptions {
  /** The server build copy (contains index.js). */
  serverDir: string;
  /** build/client */
  clientDir: string;
  paths: string[];
  workers?: number;
  /** The page cache: its folder and the build's fingerprint (./page-cache.ts). */
  cache?: { dir: string; fingerprint: string };
  /**
   * The last worker gets `pages` fewer pages than each other one, and `done` is called when it
   * ends: the build's main process then takes its core (and its memory) for the search index
   * while the others finish (decision 157).
   */
  lighter?: { pages: number; done: () => void };
}

/** A rendered page's manifest entry and key. */
export type RenderedPage = PageEntry & { key: string };

/**
 * Renders `paths` in parallel worker processes; rejects with every worker's error. Returns each
 * page's cache entry (empty without a cache).
 */
export async function prerenderInWorkers({ serverDir, clientDir, paths, workers = Math.min(os.availableParallelism(), 4), cache, lighter }: WorkerOptions): Promise<Record<string, RenderedPage>> {
  if (paths.length === 0) {
    lighter?.done();
    return {};
  }
  const split = splitPages(paths, Math.max(1, Math.min(workers, paths.length)), lighter?.pages ?? 0);
  // Only the lighter (last) worker can be left with no page: then its core is free now.
  const lighterWorks = split[split.length - 1]!.length > 0;
  if (!lighterWorks) lighter?.done();
  const lists = lighterWorks ? split : split.slice(0, -1);
  const n = lists.length;
  const listDir = fs.mkdtempSync(path.join(os.tmpdir(), "prerender-"));
  try {
    // Each worker loads at once but reads the snapshot (its first page) only once the worker
    // before it has: the parse is ~100 MB above what a worker keeps, and two at the same moment,
    // beside the main process, were the build's peak at 10,000 posts (decision 142).
    let before: Promise<string> = Promise.resolve("go\n");
    const runs = Array.from({ length: n }, (_, i) => {
      const list = path.join(listDir, `${i}.json`);
      fs.writeFileSync(list, JSON.stringify({ paths: lists[i], cache, waitToRead: true }));
      let read!: () => void;
      const mine = before;
      before = new Promise<string>((resolve) => (read = () => resolve("go\n")));
      const run = runWorker([serverDir, clientDir, list], { input: mine, onOutput: (out) => out.includes(SNAPSHOT_READ) && read() });
      // A worker that stops before its first page lets the next one go on.
      return run
        .finally(read)
        .finally(() => lighterWorks && i === n - 1 && lighter?.done())
        .then(() => readEntries(`${list}.out`));
    });
    const results = await Promise.allSettled(runs);
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failed.length) throw new Error(failed.map((f) => (f.reason instanceof Error ? f.reason.message : String(f.reason))).join("\n"));
    return Object.assign({}, ...results.map((r) => (r.status === "fulfilled" ? r.value : {}))) as Record<string, RenderedPage>;
  } finally {
    fs.rmSync(listDir, { recursive: true, force: true });
  }
}

/** CMS pages handed to the worker that renders React Router's pages, once the page cache knows which (decision 132). */
export interface MorePages {
  paths: string[];
  cache?: WorkerOptions["cache"];
  /** Then the search index, written into build/client by the same worker (./worker-main.ts, decision 162). */
  search?: boolean;
}

/** Pages this build's workers rendered without React Router's handler (./direct-render.ts), as each worker reported it. */
let renderedDirectly = 0;
export const pagesRenderedDirectly = () => renderedDirectly;

/** A worker's last line: its pages, and how many of them it rendered without React Router's handler. */
export const RENDERED = /rendered \d+ \((\d+) without React Router's handler\)/;

/**
 * Runs a worker process (./worker-main.ts) with `args` (and `input` on its stdin); rejects when it
 * fails or rendered nothing. Its pages rendered without React Router's handler are counted as soon
 * as it says so (React Router's worker may go on with the search index, decision 162); it is
 * killed if this process exits first.
 */
export async function runWorker(args: string[], { input, onOutput }: { input?: Promise<string> | Promise<string>[]; onOutput?: (out: string) => void } = {}): Promise<void> {
  let counted = false;
  const count = (text: string) => {
    const rendered = RENDERED.exec(text);
    if (!rendered || counted) return;
    counted = true;
    renderedDirectly += Number(rendered[1]);
  };
  // A worker's live heap stays ~250 MB (the snapshot and the server build); without a ceiling V8
  // lets it grow to ~700 MB before collecting, which two workers cannot afford (1.5 GB budget).
  // The workers' code bundled, run without tsx (decision 161).
  const out = await runScript("Prerender worker", (await workerBundle()).file, args, {
    nodeArgs: ["--max-old-space-size=448"],
    env: { ...process.env, IS_RR_BUILD_REQUEST: "yes", NODE_ENV: "production" },
    input,
    onOutput: (text) => (count(text), onOutput?.(text)),
    endWithParent: true,
  });
  count(out);
  if (!counted) throw new Error(`Prerender worker failed: it rendered nothing:\n${out.trim().slice(-2000)}`);
}

/** The entries a worker wrote, one `[path, entry]` JSON line per page. */
export function readEntries(file: string): Record<string, RenderedPage> {
  const text = fs.readFileSync(file, "utf8");
  return Object.fromEntries(text ? text.split("\n").map((line) => JSON.parse(line) as [string, RenderedPage]) : []);
}

/**
 * One page's HTML, as React Router's prerender writes it; `finish` (the build's hydration and CSP
 * step, which would otherwise run on this page later, in one process) is applied to it. `render`
 * answers the page's URL with its HTML, or with the handler's Response (./direct-render.ts).
 * Without `clientDir`, nothing is written: the page cache's caller stores the page and links it there.
 */
export async function prerenderPage(render: (url: string) => Promise<Response | string>, clientDir: string | undefined, pagePath: string, finish: (html: string) => string = (h) => h): Promise<string> {
  const htmlPath = `${pagePath}/`.replace(/\/\/+/g, "/");
  const answer = await render(`http://localhost${htmlPath}`);
  const html = typeof answer === "string" ? answer : await answer.text();
  if (typeof answer !== "string" && answer.status !== 200) {
    throw new Error(`Prerender (html): Received a ${answer.status} status code while prerendering the \`${htmlPath}\` path.\n${html.slice(0, 2000)}`);
  }
  // Written straight where the build's output pass would move React Router's `<path>/index.html`
  // (saves a rename and an empty folder per page).
  const finished = finish(html);
  if (clientDir !== undefined) writeFile(pageFile(clientDir, pagePath), finished);
  return finished;
}

/** Where a page's HTML goes in build/client, as prerenderPage writes it (the cache restores it there). */
export function pageFile(clientDir: string, pagePath: string): string {
  const htmlPath = `${pagePath}/`.replace(/\/\/+/g, "/");
  return path.join(clientDir, hostFilePath(`${htmlPath.slice(1)}index.html`));
}

/**
 * CMS detail pages, each traced and stored in the page cache when there is one; their entries as
 * JSON lines in `outFile`. Returns how many were rendered without React Router's handler.
 */
export async function cmsPages(build: ServerBuild, clientDir: string, paths: string[], cache: WorkerOptions["cache"], outFile: string): Promise<number> {
  const { createRequestHandler } = await import("react-router");
  const { traceInputs } = await import("../../app/content/inputs.server");
  const { directRenderer } = await import("./direct-render");
  // With ssr: false the handler refuses paths missing from the build's prerender list, which
  // React Router wrote without the pages left to the workers. It renders each route's first page;
  // the next ones are rendered without it (decision 158).
  const renderer = directRenderer({ ...build, prerender: [...build.prerender, ...paths] });
  const handler = createRequestHandler(renderer.build, "production");
  const page = (url: string) => renderer.render(url, handler);
  const { cspSources, finishPage } = await import("./csp");
  const sources = await cspSources();
  const finish = (html: string) => finishPage(html, sources);
  // Each page's entry as a JSON line, not as an object: its media paths are regex matches of the
  // finished HTML, and V8 keeps a match as a slice of the whole page, so an entry kept as an
  // object kept every page rendered (decision 120: the 10,000-post heap that ran out). Written as
  // it is made: 5,000 lines kept and joined at the end were a worker's peak (decision 142).
  const out = fs.openSync(outFile, "w");
  let lines = 0;
  const render = async (pagePath: string) => {
    if (!cache) return void (await prerenderPage(page, clientDir, pagePath, finish));
    const { value: html, inputs } = await traceInputs(() => prerenderPage(page, undefined, pagePath, finish));
    const key = pageKey(cache.fingerprint, pagePath, inputs);
    // Written once, in the cache, and linked into build/client as a restored page is (decision
    // 151): a second copy of every page was ~420 MB more written at 10,000 posts.
    const written = storePage(cache.dir, key, html);
    const file = pageFile(clientDir, pagePath);
    linkOrCopy(entryFile(cache.dir, key), file);
    const rel = relPath(clientDir, file);
    const entry: RenderedPage = {
      key,
      written,
      inputs: Object.fromEntries([...inputs].sort(([a], [b]) => (a < b ? -1 : 1))),
      media: mediaRefs(html),
      links: [...new Set(internalUrls(html))],
      indexable: indexable(rel, html),
    };
    fs.writeSync(out, `${lines++ ? "\n" : ""}${JSON.stringify([pagePath, entry])}`);
  };
  if (cache) fs.mkdirSync(cache.dir, { recursive: true });
  let next = 0;
  let first = true;
  const lane = async () => {
    while (next < paths.length) {
      const pagePath = paths[next++]!;
      await render(pagePath);
      if (first) {
        first = false;
        console.log(SNAPSHOT_READ);
      }
      // Rendering runs on promises alone; without a turn of the event loop the streams' cleanup
      // (scheduled as macrotasks) would wait for the end, keeping every page in memory.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  try {
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  } finally {
    fs.closeSync(out);
  }
  return renderer.direct;
}
