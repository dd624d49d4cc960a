/**
 * The WordPress collections the site shows: blog posts, portfolio items and FAQs. One name for
 * the idea everywhere (client, snapshot, routes, views): `CmsCollection`.
 */
export const CMS_COLLECTIONS = ["posts", "portfolio", "faq"] as const;
export type CmsCollection = (typeof CMS_COLLECTIONS)[number];

/**
 * SPEC §7: the records one list call asks for (`per_page`), which is also what one page of the
 * site's lists shows (features/collections/table.ts takes it from here).
 */
export const LIST_PAGE_SIZE: Record<CmsCollection, number> = { posts: 9, portfolio: 9, faq: 20 };
