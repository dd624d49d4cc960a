/**
 * The prerender: React Router's static build (every route prerendered from content and the CMS
 * snapshot), then, for a large snapshot, the CMS pages it left to the workers (decision 066).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildDir, clientDir, projectRoot, serverCopyDir } from "../paths";
import { prerenderIncrementally, type IncrementalResult } from "./incremental";

/**
 * Runs `react-router build` into a fresh build folder; returns how many HTML files it
 * prerendered. On failure, prints the end of its log and exits with its status.
 */
export function reactRouterBuild(): number {
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
  return (log.match(/Prerender \(html\)/g) ?? []).length;
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
