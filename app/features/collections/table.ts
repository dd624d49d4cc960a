/**
 * The collections table: everything the site says about blog posts, portfolio items and FAQs
 * in one place. The snapshot reader, the prerender list, the host rules, the live layer and the
 * views all read it. Browser-safe and dependency-free, so a page does not download more to use it.
 */
// Relative import: react-router.config.ts reaches this file, and its loader does not resolve `~/`.
import { CMS_COLLECTIONS, LIST_PAGE_SIZE, type CmsCollection } from "../../cms/collections";

export { CMS_COLLECTIONS, type CmsCollection };

export interface CollectionRow {
  /** Where its pages live on the site: `{routePrefix}/{slug}`. */
  routePrefix: string;
  /** SPEC §9: cards per list page and per Load More (SPEC §7's `per_page`). */
  pageSize: number;
  /** SPEC's text for a record that exists nowhere, and that page's title (before " | {site}"). */
  notFound: { text: string; title: string };
}

export const COLLECTIONS: Record<CmsCollection, CollectionRow> = {
  posts: {
    routePrefix: "/blog",
    pageSize: LIST_PAGE_SIZE.posts,
    notFound: { text: "Sorry, we couldn't find this article.", title: "Article not found" },
  },
  portfolio: {
    routePrefix: "/portfolio",
    pageSize: LIST_PAGE_SIZE.portfolio,
    notFound: { text: "Sorry, we couldn't find this portfolio item.", title: "Portfolio item not found" },
  },
  faq: {
    routePrefix: "/faq",
    pageSize: LIST_PAGE_SIZE.faq,
    notFound: { text: "Sorry, we couldn't find this FAQ.", title: "FAQ not found" },
  },
};

/** SPEC: the home page shows this many of the latest projects and posts. */
export const HOME_CARDS = 3;

/**
 * The live layer's timing: SPEC's retry rule with an 8 s timeout per attempt; lists fall back to
 * the snapshot after 5 s, and then use it at once for a minute; a detail lookup (every try of
 * every endpoint, then its attachments) has 8 s in all before the page says "Sorry, we couldn't
 * find…" (decisions 020, 080, 176).
 */
export const LIVE_TIMING = { retries: 3, retryDelayMs: 1000, timeoutMs: 8000, fallbackAfterMs: 5000, restAfterFailureMs: 60_000, detailDeadlineMs: 8000 };

/** The live timing in force: LIVE_TIMING, shortened by tests through `window.__cmsConfig` before the page loads. */
export function liveTiming(): typeof LIVE_TIMING {
  const o = typeof window !== "undefined" ? (window.__cmsConfig ?? {}) : {};
  return { ...LIVE_TIMING, ...o };
}

/** A record's page on the site. */
export function recordPath(collection: CmsCollection, slug: string): string {
  return `${COLLECTIONS[collection].routePrefix}/${slug}`;
}

/** The collection whose pages `pathname` is one of (`/blog/{slug}` → posts): how one detail route module serves all three. */
export function collectionAt(pathname: string): CmsCollection {
  // React Router matches routes whatever their case (/Blog/x opens the post), so the prefix is compared so too.
  const lower = pathname.toLowerCase();
  const found = CMS_COLLECTIONS.find((c) => lower.startsWith(`${COLLECTIONS[c].routePrefix.toLowerCase()}/`));
  if (!found) throw new Error(`${pathname} is no collection's page`);
  return found;
}
