/**
 * React Router's worker, started as the build checks its content, once no process of the
 * re-check on every core runs (decisions 132, 134, 135 and 144): a prerender worker
 * (./prerender-workers.ts) that loads its modules at once, is handed the kept server build to
 * load with the content while the build checks that content, and renders React Router's pages
 * (and a few CMS pages) once the build says where.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readEntries, RENDERED, runWorker, type MorePages, type RenderedPage } from "./prerender-workers";
import type { SearchIndexSummary } from "./search-index";
import { readSearchSummary } from "./worker-main";

/**
 * React Router's worker, started before its server build is in place (startReactRouterWorker).
 *
 * `run`: the pages `react-router build` prerenders (its list, the app shell), rendered as React
 * Router renders them from the server build in `serverDir` (./react-router-prerender.ts), for a
 * build whose app build came from the cache (decision 129). One worker: about forty pages.
 * Returns how many HTML files it wrote, counted as React Router's log counts them.
 * - `more`: CMS detail pages the same worker renders after them, as the prerender workers do
 *   (decision 132: a rebuild that changed a few posts renders them in the process that already
 *   holds the server build and the snapshot, instead of starting another); it may resolve while
 *   the worker renders React Router's pages, and resolves with undefined when there are none.
 * - `cms`: the CMS pages on React Router's list (paths.server.ts `reactRouterCmsPaths`), when the
 *   caller knows them: the worker then reads no snapshot to make the list.
 */
export interface StartedWorker {
  /**
   * Hands it the kept server build, already in place (./prerender.ts `findKeptBundles`), to load
   * with the content its pages read while the build checks that content (decision 135).
   */
  warm(serverDir: string): void;
  run(serverDir: string, clientDir: string, more?: Promise<MorePages | undefined>, cms?: string[]): Promise<ReactRouterRun>;
  /**
   * Stops it unused (the bundles were built again, and React Router rendered its own pages);
   * resolves once it has exited, so that it is not left holding its memory beside Vite's.
   */
  cancel(): Promise<void>;
}

/**
 * What React Router's worker did, once its pages are written: how many HTML files React Router's
 * pages are, the CMS pages it rendered, and, when `more` asked for it (decision 162), the search
 * index it goes on to write (resolved when the worker has exited).
 */
export interface ReactRouterRun {
  pages: number;
  rendered: Record<string, RenderedPage>;
  search?: Promise<SearchIndexSummary>;
}

/**
 * Starts React Router's worker at once: it loads its modules (React, React Router, the content
 * kit; ~1.5 s) while the build checks the content, then the kept server build if `warm` hands it
 * one (decision 135), then waits for `run` (decision 134). It writes nothing before `run`; a
 * build that stops first cancels it, or it exits when its input ends.
 */
export function startReactRouterWorker(): StartedWorker {
  let go!: (line: string) => void;
  let stop!: (err: Error) => void;
  const started = new Promise<string>((resolve, reject) => ((go = resolve), (stop = reject)));
  let handOver!: (text: string) => void;
  const more = new Promise<string>((resolve) => (handOver = resolve));
  let warmUp!: (line: string) => void;
  const warm = new Promise<string>((resolve) => (warmUp = resolve));
  // Its pages are written once it says what it rendered; it may go on with the search index.
  let written!: () => void;
  const pagesWritten = new Promise<void>((resolve) => (written = resolve));
  const out = runWorker(["--started"], { input: [warm, started, more], onOutput: (text) => RENDERED.test(text) && written() });
  out.catch(() => {});
  return {
    warm(serverDir) {
      warmUp(`${JSON.stringify({ warm: serverDir })}\n`);
    },
    async run(serverDir, clientDir, morePages, cms) {
      warmUp("");
      // Its list, made only now: a build that stops before needs none and leaves none behind.
      const listDir = fs.mkdtempSync(path.join(os.tmpdir(), "prerender-"));
      // Removed once the worker has exited (and its search index's summary is read from it), or
      // when this process exits first (the worker is killed then, ./prerender-workers.ts).
      const removeList = () => {
        process.removeListener("exit", removeList);
        fs.rmSync(listDir, { recursive: true, force: true });
      };
      process.once("exit", removeList);
      const list = path.join(listDir, "rr.json");
      fs.writeFileSync(list, JSON.stringify({ paths: [], mode: "react-router", more: Boolean(morePages), cms }));
      go(`${JSON.stringify([serverDir, clientDir, list])}\n`);
      let search = false;
      if (morePages) {
        morePages.then(
          (m) => ((search = m?.search === true), handOver(JSON.stringify(m ?? { paths: [] }))),
          () => handOver(JSON.stringify({ paths: [] })),
        );
      } else handOver("");
      try {
        // A worker that fails rejects `out` before or without saying what it rendered.
        await Promise.race([pagesWritten, out]);
        // Without the index, it is done once it has exited: a failure after its last line fails
        // the build, and the next workers never start beside its heap.
        if (!search) await out;
        const pages = Object.keys(readEntries(`${list}.out`)).length;
        const rendered = morePages ? readEntries(`${list}.more.out`) : {};
        if (!search) return { pages, rendered };
        const summary = out.then(() => readSearchSummary(list));
        summary.catch(() => {});
        return { pages, rendered, search: summary };
      } finally {
        out.then(removeList, removeList);
      }
    },
    cancel() {
      warmUp("");
      stop(new Error("not used"));
      return out.then(
        () => {},
        () => {},
      );
    },
  };
}
