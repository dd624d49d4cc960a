import { prerenderWorkersForced } from "./environment.server";
import { CMS_COLLECTIONS, recordPath, type CmsCollection } from "../features/collections/table";
import { readSnapshot } from "../features/collections/snapshot.server";

/** Prerendered under this path, then moved to /404.html by scripts/build.ts. */
export const NOT_FOUND_PATH = "/__not-found";

/**
 * Routes that exist only in the browser: never prerendered, kept out of the sitemap; the build
 * writes the app shell (with noindex) at their path, so every static host serves them.
 */
export const BROWSER_ONLY_PATHS = ["/preview"] as const;

/** Slugs of one snapshot collection (content/cms/{type}.json, validated); none when the file is absent. */
export function snapshotSlugs(type: CmsCollection): string[] {
  return readSnapshot()[type].map((r) => r.slug);
}

/**
 * From this many CMS detail pages on, the build renders all but the first of each collection in
 * worker processes, one per core (scripts/build/prerender-workers.ts, decision 066): React Router
 * prerenders in one process, one page at a time. `PRERENDER_WORKERS=1` forces it (tests).
 */
export const WORKER_PRERENDER_FROM = 500;

function cmsDetailPaths(slugs: (type: CmsCollection) => string[] = snapshotSlugs): string[][] {
  return CMS_COLLECTIONS.map((type) => slugs(type).map((slug) => recordPath(type, slug)));
}

function useWorkers(detail: string[][]): boolean {
  return prerenderWorkersForced() || detail.flat().length >= WORKER_PRERENDER_FROM;
}

/**
 * The prerender list React Router renders: every static route of routes.ts (services and offers
 * come one per content file), the not-found page, and one page per snapshot record — or, when
 * the workers take the CMS pages, the first of each collection (React Router requires a
 * prerendered path for every route with a loader). Never hand-kept.
 */
export function prerenderPaths(staticPaths: string[], cms: string[] = reactRouterCmsPaths()): string[] {
  const browserOnly = new Set<string>(BROWSER_ONLY_PATHS);
  return [...new Set([...staticPaths.filter((p) => !browserOnly.has(p)), ...cms, NOT_FOUND_PATH])];
}

/**
 * The CMS detail pages on React Router's own list: every one, or the first of each collection when
 * the workers take the rest. The build's main process, which has read the snapshot, hands them to
 * the worker that renders React Router's pages from kept bundles (it need not read it for that).
 * `slugs` reads a collection's slugs: the checked records by default; React Router's config
 * reads them from the files alone (snapshotFileSlugs).
 */
export function reactRouterCmsPaths(slugs?: (type: CmsCollection) => string[]): string[] {
  const detail = cmsDetailPaths(slugs);
  return useWorkers(detail) ? detail.flatMap((paths) => paths.slice(0, 1)) : detail.flat();
}

/** The CMS detail pages left to the prerender workers (none below WORKER_PRERENDER_FROM). */
export function workerPrerenderPaths(): string[] {
  const detail = cmsDetailPaths();
  return useWorkers(detail) ? [...new Set(detail.flatMap((paths) => paths.slice(1)))] : [];
}
