import { readSnapshot } from "./cms.server";

/** Prerendered under this path, then moved to /404.html by scripts/build.ts. */
export const NOT_FOUND_PATH = "/__not-found";

export const CMS_TYPES = ["posts", "portfolio", "faq"] as const;
export type CmsType = (typeof CMS_TYPES)[number];
export const CMS_ROUTE_PREFIX: Record<CmsType, string> = { posts: "/blog", portfolio: "/portfolio", faq: "/faq" };

/** Slugs of one snapshot collection (content/cms/{type}.json, validated); none when the file is absent. */
export function snapshotSlugs(type: CmsType): string[] {
  return readSnapshot()[type].map((r) => r.slug);
}

/**
 * The prerender list: every static route of routes.ts (services and offers come one per
 * content file), one page per snapshot record, and the not-found page. Never hand-kept.
 */
export function prerenderPaths(staticPaths: string[]): string[] {
  const detail = CMS_TYPES.flatMap((type) =>
    snapshotSlugs(type).map((slug) => `${CMS_ROUTE_PREFIX[type]}/${slug}`),
  );
  return [...new Set([...staticPaths, ...detail, NOT_FOUND_PATH])];
}
