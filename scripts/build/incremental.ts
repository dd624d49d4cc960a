/**
 * The incremental prerender (decision 120): of the CMS detail pages left to the workers, those
 * whose inputs are as they were when the cache stored them are copied from `.cache/pages/`;
 * the rest are rendered (and stored). Everything else is rendered on every build: React Router's
 * own prerender (static, service and offer pages, lists, home, the first record of each
 * collection, the not-found page, the shell), `/_data`, the feeds and the sitemap.
 */
import fs from "node:fs";
import path from "node:path";
import { buildDir, cmsMediaDir, imageCacheDir, pageCacheDir, snapshotDir } from "../../app/content/environment.server";
import { buildFingerprint, entryFiles, planPages, saveManifest, type PageEntry } from "./page-cache";
import { pageFiles, prerenderInWorkers } from "./prerender-workers";

/** The build's record of what the page cache did: `build/page-cache.json` (not deployed). */
export const REPORT_FILE = "page-cache.json";

export interface IncrementalResult {
  rendered: string[];
  reused: number;
  /** Why each rendered page was rendered. */
  why: Record<string, string>;
}

/** The digest every input of a cached page has now, from the same readers the pages used. */
async function digestReader(): Promise<(id: string) => string> {
  const { currentDigest } = await import("../../app/content/inputs.server");
  const { listContentFiles } = await import("../../app/content/read.server");
  const { snapshotRecord } = await import("../../app/features/collections/snapshot.server");
  const sources = {
    listing: listContentFiles,
    record: snapshotRecord,
    cmsFile: (name: string) => {
      const file = path.join(snapshotDir(), name);
      return fs.existsSync(file) ? fs.readFileSync(file) : null;
    },
  };
  return (id) => currentDigest(id, sources);
}

function mediaExists(ref: string): boolean {
  const [dir, name] = ref.startsWith("/_img/") ? [imageCacheDir(), ref.slice("/_img/".length)] : [cmsMediaDir(), ref.slice("/_cms/media/".length)];
  return fs.existsSync(path.join(dir, name));
}

/** Renders or restores `paths` into `clientDir` with the server build in `serverDir`. */
export async function prerenderIncrementally(serverDir: string, clientDir: string, paths: string[]): Promise<IncrementalResult> {
  const { cspSources } = await import("./csp");
  const dir = pageCacheDir();
  const fingerprint = await buildFingerprint(serverDir, clientDir, JSON.stringify(await cspSources()));
  const plan = planPages(dir, fingerprint, paths, await digestReader(), mediaExists);
  for (const [p, key] of plan.reuse) {
    const from = entryFiles(dir, key);
    const to = pageFiles(clientDir, p);
    for (const kind of ["html", "data"] as const) {
      fs.mkdirSync(path.dirname(to[kind]), { recursive: true });
      fs.copyFileSync(from[kind], to[kind]);
    }
  }
  const rendered = await prerenderInWorkers({ serverDir, clientDir, paths: plan.render, cache: { dir, fingerprint } });
  const pages: Record<string, PageEntry> = {};
  const keys = new Set<string>();
  for (const [p, key] of plan.reuse) {
    pages[p] = plan.manifest[p]!;
    keys.add(key);
  }
  for (const [p, { key, inputs, media }] of Object.entries(rendered)) {
    pages[p] = { inputs, media };
    keys.add(key);
  }
  saveManifest(dir, pages, keys);
  const result = { rendered: plan.render, reused: plan.reuse.size, why: Object.fromEntries(plan.why) };
  fs.writeFileSync(path.join(buildDir(), REPORT_FILE), JSON.stringify(result));
  return result;
}
