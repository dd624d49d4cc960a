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
import { contentFileDigest } from "./build-stamp";
import { linkOrCopy } from "./files";
import { buildFingerprint, entryFile, planPages, saveManifest, type PageEntry } from "./page-cache";
import { sweptThisBuild } from "./image-links";
import { pageFile, prerenderInWorkers, type RenderedPage } from "./prerender-workers";

/** The build's record of what the page cache did: `build/page-cache.json` (not deployed). */
export const REPORT_FILE = "page-cache.json";

export interface IncrementalResult {
  rendered: string[];
  reused: number;
  /** Why each rendered page was rendered. */
  why: Record<string, string>;
  /** Every page's cache key (site path → key): what build/client holds (./build-stamp.ts). */
  keys: Record<string, string>;
  /** Every page's manifest entry (site path → entry): its images, links and whether it is indexable, for the build's last steps. */
  pages: Record<string, PageEntry>;
}

/** The digest every input of a cached page has now, from the same readers the pages used. */
async function digestReader(): Promise<(id: string) => string> {
  const { currentDigest } = await import("../../app/content/inputs.server");
  const { listContentFiles } = await import("../../app/content/read.server");
  const { neighbourRecords, snapshotRecord } = await import("../../app/features/collections/snapshot.server");
  const sources = {
    listing: listContentFiles,
    record: snapshotRecord,
    neighbours: (type: string, slug: string) => (type === "posts" || type === "portfolio" ? neighbourRecords(type, slug) : {}),
    cmsFile: (name: string) => {
      const file = path.join(snapshotDir(), name);
      return fs.existsSync(file) ? fs.readFileSync(file) : null;
    },
    file: contentFileDigest,
  };
  return (id) => currentDigest(id, sources);
}

/**
 * Whether a page's image or snapshot medium is in its cache for the page plan; an image this
 * build's sweep removed is not, even when made again since (./image-links.ts).
 */
export function mediaExists(ref: string): boolean {
  const image = ref.startsWith("/_img/");
  const [dir, name] = image ? [imageCacheDir(), ref.slice("/_img/".length)] : [cmsMediaDir(), ref.slice("/_cms/media/".length)];
  return !(image && sweptThisBuild(name)) && fs.existsSync(path.join(dir, name));
}

/**
 * Renders or restores `paths` into `clientDir` with the server build in `serverDir`. `kept`: pages
 * already in `clientDir` exactly as a build wrote them from the cache entry of the given key
 * (./prerender.ts); one whose key is still that is left as it is.
 */
export async function prerenderIncrementally(
  serverDir: string,
  clientDir: string,
  paths: string[],
  kept: ReadonlyMap<string, string> = new Map(),
  render: (o: { paths: string[]; cache: { dir: string; fingerprint: string } }) => Promise<Record<string, RenderedPage>> = (o) => prerenderInWorkers({ serverDir, clientDir, ...o }),
): Promise<IncrementalResult> {
  const { cspSources } = await import("./csp");
  const dir = pageCacheDir();
  const fingerprint = await buildFingerprint(serverDir, clientDir, JSON.stringify(await cspSources()));
  const plan = planPages(dir, fingerprint, paths, await digestReader(), mediaExists);
  for (const [p, key] of plan.reuse) {
    if (kept.get(p) === key) continue;
    // Linked, not copied (decision 143): 10,000 pages in ~0.3 s instead of ~10 s.
    linkOrCopy(entryFile(dir, key), pageFile(clientDir, p));
  }
  // A page to render that build/client holds as a link to its old entry (restored or rendered by
  // an earlier build, decisions 143 and 151) is never written into: the workers' linkOrCopy
  // removes it before it links the page's new entry there.
  const rendered = await render({ paths: plan.render, cache: { dir, fingerprint } });
  const pages: Record<string, PageEntry> = {};
  const keys = new Set<string>();
  for (const [p, key] of plan.reuse) {
    pages[p] = plan.manifest[p]!;
    keys.add(key);
  }
  for (const [p, { key, ...entry }] of Object.entries(rendered)) {
    pages[p] = entry;
    keys.add(key);
  }
  saveManifest(dir, pages, keys);
  const result = { rendered: plan.render, reused: plan.reuse.size, why: Object.fromEntries(plan.why) };
  fs.writeFileSync(path.join(buildDir(), REPORT_FILE), JSON.stringify(result));
  return { ...result, pages, keys: Object.fromEntries([...plan.reuse, ...Object.entries(rendered).map(([p, r]): [string, string] => [p, r.key])]) };
}

/**
 * The page cache's pages of this build by their HTML file in `clientDir`, with what the build's
 * last steps need of them (images, links, sitemap): media copy and finishing read none of them.
 */
export function knownPages(clientDir: string, result: IncrementalResult | undefined): Map<string, PageEntry> {
  const known = new Map<string, PageEntry>();
  for (const [p, entry] of Object.entries(result?.pages ?? {})) known.set(pageFile(clientDir, p), entry);
  return known;
}
