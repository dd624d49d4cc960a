import fs from "node:fs";
import path from "node:path";
import { contentRoot } from "./read.server";

/** Prerendered under this path, then moved to /404.html by scripts/build.ts. */
export const NOT_FOUND_PATH = "/__not-found";

export const CMS_TYPES = ["posts", "portfolio", "faq"] as const;
export type CmsType = (typeof CMS_TYPES)[number];
export const CMS_ROUTE_PREFIX: Record<CmsType, string> = { posts: "/blog", portfolio: "/portfolio", faq: "/faq" };

/** Slugs of one snapshot collection (content/cms/{type}.json); none when the file is absent. */
export function snapshotSlugs(type: CmsType): string[] {
  const file = path.join(contentRoot(), "cms", `${type}.json`);
  if (!fs.existsSync(file)) return [];
  const records: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  if (!Array.isArray(records)) throw new Error(`content/cms/${type}.json: (file): expected a list of records`);
  return records.map((r: { slug?: unknown }, i) => {
    if (typeof r?.slug !== "string" || r.slug === "") {
      throw new Error(`content/cms/${type}.json: [${i}].slug: is required but missing`);
    }
    return r.slug;
  });
}

/**
 * The prerender list: every static route of routes.ts (services and offers come one per
 * content file), one page per snapshot record, and the not-found page. Never hand-kept.
 */
export function prerenderPaths(staticPaths: string[]): string[] {
  const detail = CMS_TYPES.flatMap((type) =>
    snapshotSlugs(type).map((slug) => `${CMS_ROUTE_PREFIX[type]}/${encodeURIComponent(slug)}`),
  );
  return [...new Set([...staticPaths, ...detail, NOT_FOUND_PATH])];
}
