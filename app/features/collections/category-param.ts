/**
 * `?category={slug}` on the blog and portfolio lists (decision 111): where CMS category archives
 * lead (cms-links.ts). Read in the browser after hydration (the prerendered page is the unfiltered
 * list); choosing a category on the portfolio writes it back, so the address can be shared.
 */

/**
 * The query parameter the blog and portfolio lists read their category from. Defined here, not
 * in cms-links.ts, which writes it into links: the lists would otherwise load the link table's code.
 */
export const CATEGORY_PARAM = "category";

export interface ListCategory {
  id: number;
  slug: string;
  name: string;
}

/** The category the address names, if the list has it. */
export function categoryFromUrl<T extends ListCategory>(categories: T[], search = window.location.search): T | null {
  const slug = new URLSearchParams(search).get(CATEGORY_PARAM);
  if (!slug) return null;
  const want = slug.normalize("NFC").toLowerCase();
  return categories.find((c) => c.slug.normalize("NFC").toLowerCase() === want) ?? null;
}

/** Puts the category (or none) into the address without a navigation. */
export function writeCategoryToUrl(slug: string | null): void {
  const u = new URL(window.location.href);
  if (slug) u.searchParams.set(CATEGORY_PARAM, slug);
  else u.searchParams.delete(CATEGORY_PARAM);
  window.history.replaceState(window.history.state, "", u.pathname + u.search + u.hash);
}
