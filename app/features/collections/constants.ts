/**
 * Small, dependency-free pieces of the CMS layer that pages need in the browser. Kept apart
 * from cards/views/text so a page does not download date-fns and html-entities to show them.
 */

export const CMS_TYPES = ["posts", "portfolio", "faq"] as const;
export type CmsType = (typeof CMS_TYPES)[number];
/** Where each CMS collection's pages live on the site (`/blog/{slug}` …). */
export const CMS_ROUTE_PREFIX: Record<CmsType, string> = { posts: "/blog", portfolio: "/portfolio", faq: "/faq" };

/** SPEC §9 page sizes. */
export const PAGE_SIZE = { blog: 9, portfolio: 9, faq: 20, home: 3 } as const;

export const NOT_FOUND_TEXT = {
  posts: "Sorry, we couldn't find this article.",
  portfolio: "Sorry, we couldn't find this portfolio item.",
  faq: "Sorry, we couldn't find this FAQ.",
} as const;

/** Page titles (before " | {site name}") of those not-found states, which are also kept out of search results. */
export const NOT_FOUND_TITLE = {
  posts: "Article not found",
  portfolio: "Portfolio item not found",
  faq: "FAQ not found",
} as const;

/** Back links shown when a detail page has no build-time data (slug unknown to the build). */
export const BACK_LINKS = {
  posts: { text: "Back to all articles", link: "/blog" },
  portfolio: { text: "Back to portfolio", link: "/portfolio" },
  faq: { text: "Back to FAQs", link: "/faq" },
} as const;

/** SPEC: case-insensitive match of the query against title or excerpt; blank matches all. */
export function matchesQuery(searchText: string, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === "" || searchText.toLowerCase().includes(q);
}

/** SPEC's search messages. */
export function searchMessage(query: string, count: number): string {
  const q = query.trim();
  return count > 0 ? `Showing results for "${q}"` : `No results found for "${q}"`;
}
