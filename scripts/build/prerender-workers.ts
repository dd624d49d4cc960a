/**
 * CMS detail pages prerendered in worker processes (decision 066).
 *
 * React Router prerenders in its own build process, one page at a time: ~8 ms a page here, so
 * 10,000 posts took 80 s on one core while the other idled. When the snapshot is large
 * (paths.server.ts `WORKER_PRERENDER_FROM`), React Router renders the static pages and the first
 * page of each CMS collection, and this module renders the rest with one worker per core. Each
 * worker loads the same server build React Router used (kept by the `keep-server-build` plugin in
 * vite.config.ts) and does exactly what React Router's prerender does for a route with a loader
 * (@react-router/dev `prerenderData` + `prerenderRoute`): it requests `<path>.data`, writes it,
 * then requests `<path>/` with that data in `X-React-Router-Prerender-Data` (so loaders run once)
 * and writes `<path>/index.html`. tests/e2e/build-workers.spec.ts compares the two outputs file by file.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { hostFilePath } from "../lib/host-rules";
import { writeFile } from "./files";

/** Pages a worker renders at once (rendering is synchronous; this overlaps the file writes). */
const IN_FLIGHT = 4;

export interface WorkerOptions {
  /** The server build copy (contains index.js). */
  serverDir: string;
  /** build/client */
  clientDir: string;
  paths: string[];
  workers?: number;
}

/** Renders `paths` in parallel worker processes; rejects with every worker's error. */
export async function prerenderInWorkers({ serverDir, clientDir, paths, workers = Math.min(os.availableParallelism(), 4) }: WorkerOptions): Promise<number> {
  if (paths.length === 0) return 0;
  const n = Math.max(1, Math.min(workers, paths.length));
  const listDir = fs.mkdtempSync(path.join(os.tmpdir(), "prerender-"));
  try {
    const runs = Array.from({ length: n }, (_, i) => {
      const list = path.join(listDir, `${i}.json`);
      fs.writeFileSync(list, JSON.stringify(paths.filter((_, j) => j % n === i)));
      return runWorker(serverDir, clientDir, list);
    });
    const results = await Promise.allSettled(runs);
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failed.length) throw new Error(failed.map((f) => (f.reason instanceof Error ? f.reason.message : String(f.reason))).join("\n"));
    return results.reduce((sum, r) => sum + (r.status === "fulfilled" ? r.value : 0), 0);
  } finally {
    fs.rmSync(listDir, { recursive: true, force: true });
  }
}

function runWorker(serverDir: string, clientDir: string, list: string): Promise<number> {
  return new Promise((resolve, reject) => {
    // A worker's live heap stays ~250 MB (the snapshot and the server build); without a ceiling V8
    // lets it grow to ~700 MB before collecting, which two workers cannot afford (1.5 GB budget).
    const child = spawn(process.execPath, ["--max-old-space-size=448", "--import", "tsx", import.meta.filename, serverDir, clientDir, list], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, IS_RR_BUILD_REQUEST: "yes", NODE_ENV: "production" },
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err = (err + d.toString()).slice(-8000)));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) resolve(Number(/rendered (\d+)/.exec(out)?.[1] ?? 0));
      else reject(new Error(`Prerender worker failed (exit ${code}):\n${err.trim()}`));
    });
  });
}

/**
 * One page, as React Router's prerender writes it; `finish` (the build's hydration and CSP step,
 * which would otherwise run on this page later, in one process) is applied to the HTML.
 */
export async function prerenderPage(handler: (r: Request) => Promise<Response>, clientDir: string, pagePath: string, finish: (html: string) => string = (h) => h): Promise<void> {
  const dataPath = `${pagePath.replace(/\/$/, "")}.data`;
  const dataRes = await handler(new Request(`http://localhost${dataPath}`));
  const data = await dataRes.text();
  if (dataRes.status !== 200 && dataRes.status !== 202) {
    throw new Error(`Prerender (data): Received a ${dataRes.status} status code while prerendering the \`${pagePath}\` path.\n${dataPath}`);
  }
  writeFile(path.join(clientDir, ...dataPath.split("/")), data);
  const htmlPath = `${pagePath}/`.replace(/\/\/+/g, "/");
  const htmlRes = await handler(new Request(`http://localhost${htmlPath}`, { headers: { "X-React-Router-Prerender-Data": encodeURI(data) } }));
  const html = await htmlRes.text();
  if (htmlRes.status !== 200) {
    throw new Error(`Prerender (html): Received a ${htmlRes.status} status code while prerendering the \`${htmlPath}\` path.\n${html.slice(0, 2000)}`);
  }
  // Written straight where the build's output pass would move React Router's `<path>/index.html`
  // (saves a rename and an empty folder per page).
  writeFile(path.join(clientDir, hostFilePath(`${htmlPath.slice(1)}index.html`)), finish(html));
}

async function workerMain([serverDir, clientDir, list]: string[]) {
  const { createRequestHandler } = await import("react-router");
  const build = (await import(pathToFileURL(path.join(serverDir!, "index.js")).href)) as ServerBuild;
  const paths = JSON.parse(fs.readFileSync(list!, "utf8")) as string[];
  // With ssr: false the handler refuses paths missing from the build's prerender list, which
  // React Router wrote without the pages left to the workers.
  const handler = createRequestHandler({ ...build, prerender: [...build.prerender, ...paths] }, "production");
  const { cspSources, finishPage } = await import("./csp");
  const sources = await cspSources();
  const finish = (html: string) => finishPage(html, sources);
  let next = 0;
  const lane = async () => {
    while (next < paths.length) {
      await prerenderPage(handler, clientDir!, paths[next++]!, finish);
      // Rendering runs on promises alone; without a turn of the event loop the streams' cleanup
      // (scheduled as macrotasks) would wait for the end, keeping every page in memory.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  console.log(`rendered ${paths.length}`);
}

if (process.argv[1] === import.meta.filename) {
  workerMain(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  });
}
