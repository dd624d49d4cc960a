import { postCard, projectCard, TITLE_FALLBACK, type CardSource, type PostCard } from "~/features/collections/cards";
import type { CmsImage } from "~/cms/snapshot-schema";
import { DATA_PATHS, type LinksFile } from "~/features/collections/static-data";
import { sitePagePaths } from "~/content/route-files.server";
import { displayTitle } from "~/lib/text";
import { articleView, detailPageTitle, faqItemView, metaDescription, neighbourLinks, portfolioItemView } from "~/features/collections/views";
import type { LiveDefaults } from "~/features/collections/live";
import { contentImage, responsiveImage, shareImage } from "~/content/images.server";
import { responsiveBodyImages } from "./body-images.server";
import { ownSiteLinks } from "./cms-links-html";
import { articleJsonLd } from "~/lib/structured-data";
import { wpTimeIso } from "~/lib/wp-time";
import { withSeoFields } from "~/lib/seo";
import type { ResponsiveImage } from "~/lib/image-types";
import { getCompany } from "../site/company.server";
import { findFaq, findPortfolioItem, findPost, neighbours, readSnapshot } from "./snapshot.server";
import { blogPageSchema, faqPageSchema, portfolioPageSchema } from "./schema";
import { CMS_COLLECTIONS, COLLECTIONS, HOME_CARDS, recordPath, type CmsCollection } from "./table";
import { getSettings, pageMeta, readPage, type SharePicture } from "../site/site.server";

/** Cards and grids never show an image wider than this. */
const CARD_MAX_WIDTH = 960;

/** The record's featured image processed, else the site's default image for its kind. */
export function recordImage(
  image: CmsImage | null,
  title: string,
  kind: "blog" | "portfolio",
  maxWidth?: number,
): Promise<ResponsiveImage> {
  if (image) return responsiveImage(image.src, displayTitle(image.alt) || displayTitle(title), maxWidth);
  return contentImage(getSettings().defaultImages[kind], maxWidth);
}

type WithImage = CardSource & { featuredImage: CmsImage | null };

/**
 * The cards of a list of posts, made once per list: the build's search index and its static
 * list files both make them for every post of the snapshot read (at 10,000 posts, ~0.5 s each
 * time). A list read again (CONTENT_NO_CACHE, in dev) is another list, made afresh.
 */
const cardsOf = new WeakMap<readonly WithImage[], Promise<PostCard[]>>();

export function blogCards(records: WithImage[]): Promise<PostCard[]> {
  const made = cardsOf.get(records);
  if (made) return made;
  const teamName = getCompany().teamName;
  const cards = Promise.all(
    records.map(async (r) =>
      postCard(r, { teamName, image: await recordImage(r.featuredImage, r.title, "blog", CARD_MAX_WIDTH) }),
    ),
  );
  cardsOf.set(records, cards);
  return cards;
}

export async function portfolioCards(records: WithImage[], words?: number, titleFallback?: string) {
  return Promise.all(
    records.map(async (r) =>
      projectCard(r, { words, titleFallback, image: await recordImage(r.featuredImage, r.title, "portfolio", CARD_MAX_WIDTH) }),
    ),
  );
}

/** Home: three featured projects (50-word descriptions) and the three latest posts. */
export async function homeCmsSections() {
  const { posts, portfolio } = readSnapshot();
  const [projects, insights] = await Promise.all([
    portfolioCards(portfolio.slice(0, HOME_CARDS), 50, TITLE_FALLBACK.homeProject),
    blogCards(posts.slice(0, HOME_CARDS)),
  ]);
  return { projects, insights };
}

/** Categories that at least one portfolio item is filed under, in the snapshot's order. */
export function portfolioCategories() {
  return usedCategories(readSnapshot().portfolio);
}

/** The categories of the blog's posts (what `/blog?category={slug}` may name, decision 111). */
export function postCategories() {
  return usedCategories(readSnapshot().posts);
}

function usedCategories(records: { categories: number[] }[]) {
  const used = new Set(records.flatMap((p) => p.categories));
  return readSnapshot()
    .categories.filter((c) => used.has(c.id) && !HIDDEN_CATEGORY_SLUGS.has(c.slug))
    .map((c) => ({ id: c.id, slug: c.slug, name: displayTitle(c.name) }));
}

/** Categories that only organise the CMS, never a filter a visitor needs. */
const HIDDEN_CATEGORY_SLUGS = new Set(["uncategorized", "portfolio", "faq"]);

/** The static JSON files of the snapshot's lists (see app/features/collections/static-data.ts), by site path. */
export async function staticDataFiles(): Promise<Map<string, unknown>> {
  const { posts, portfolio } = readSnapshot();
  const files = new Map<string, unknown>();
  const cards = await blogCards(posts);
  const pages = Math.max(1, Math.ceil(cards.length / COLLECTIONS.posts.pageSize));
  for (let n = 1; n <= pages; n++) {
    files.set(DATA_PATHS.postsPage(n), { page: n, pages, cards: cards.slice((n - 1) * COLLECTIONS.posts.pageSize, n * COLLECTIONS.posts.pageSize) });
  }
  files.set(DATA_PATHS.portfolio, { cards: await portfolioCards(portfolio) });
  files.set(DATA_PATHS.links, linksFile());
  return files;
}

/** The link table's inputs, for records the live layer shows (the snapshot's were mapped when it was taken). */
function linksFile(): LinksFile {
  const { posts, portfolio, faq, categories, wpPages } = readSnapshot();
  const lists = { posts, portfolio, faq };
  const records = CMS_COLLECTIONS.flatMap((type) => lists[type].map((r) => ({ type, id: r.id, slug: r.slug, link: r.link })));
  return {
    records,
    // With its archive's link: a post published after the build may link it under the studio's own category base (decision 216).
    categories: categories.map((c) => ({ id: c.id, slug: c.slug, ...(c.link ? { link: c.link } : {}) })),
    categoryUse: { posts: posts.flatMap((r) => r.categories), portfolio: portfolio.flatMap((r) => r.categories) },
    pages: sitePagePaths(),
    // `?page_id=` in a live record's body (decision 113): only the pages the site has a page for.
    wpPages: wpPages.map((p) => ({ id: p.id, slug: p.slug })),
  };
}

/** A record's body as its page shows it: snapshot pictures responsive (decision 179), links to the site's own address as site paths (decision 180). */
const pageBody = async (html: string) => ownSiteLinks(await responsiveBodyImages(html), getCompany().siteUrl);

const ATTACHMENT_MAX_WIDTH = 640;
const DETAIL_MAX_WIDTH = 1600;

/**
 * A record's picture when shared: its SEO plugin's, else its featured image, with that image's
 * description. The SEO plugin gives no description of its picture, but Yoast's is the featured
 * image unless the studio picked another (stored as the same file): then it has the featured
 * image's. None: the settings' picture of its kind.
 */
function recordSharePicture(r: { seo?: { image?: string }; featuredImage?: CmsImage | null }): SharePicture | undefined {
  const featured = r.featuredImage ? { src: r.featuredImage.src, alt: displayTitle(r.featuredImage.alt) } : undefined;
  if (r.seo?.image) return featured?.src === r.seo.image ? featured : { src: r.seo.image };
  return featured;
}

export async function articleData(slug: string) {
  const r = findPost(slug);
  if (!r) return null;
  const view = articleView(r, {
    teamName: getCompany().teamName,
    image: r.featuredImage ? await recordImage(r.featuredImage, r.title, "blog", DETAIL_MAX_WIDTH) : null,
  });
  const company = getCompany();
  view.html = await pageBody(view.html);
  view.neighbours = neighbourLinks("posts", neighbours("posts", r.slug));
  const title = detailPageTitle("posts", r.title);
  const description = metaDescription(r, readPage("blog", blogPageSchema).meta.description);
  const path = recordPath("posts", r.slug);
  const share = await shareImage(r.featuredImage?.src ?? getSettings().shareImages.blog.src);
  const published = wpTimeIso(r.date, r.dateGmt);
  const modified = wpTimeIso(r.modified, r.modifiedGmt);
  const meta = await pageMeta(
    {
      title,
      description,
      path,
      type: "article",
      published,
      modified,
      jsonLd: [
        articleJsonLd({
          siteUrl: company.siteUrl,
          path,
          headline: title,
          description,
          datePublished: published,
          dateModified: modified,
          author: view.author,
          teamName: company.teamName,
          image: share,
          publisher: company.name,
        }),
      ],
    },
    { image: recordSharePicture(r), kind: "blog" },
  );
  return { view, meta: withSeoFields(meta, r.seo, displayTitle) };
}

export async function portfolioItemData(slug: string) {
  const r = findPortfolioItem(slug);
  if (!r) return null;
  const attachments = await Promise.all(
    r.attachments.map(async (a) => ({
      ...(await responsiveImage(a.src, displayTitle(a.alt) || displayTitle(a.title), ATTACHMENT_MAX_WIDTH)),
      title: displayTitle(a.title),
    })),
  );
  const view = portfolioItemView(r, {
    teamName: getCompany().teamName,
    image: r.featuredImage ? await recordImage(r.featuredImage, r.title, "portfolio", DETAIL_MAX_WIDTH) : null,
    attachments,
  });
  view.html = await pageBody(view.html);
  view.neighbours = neighbourLinks("portfolio", neighbours("portfolio", r.slug));
  const meta = await pageMeta(
    { title: detailPageTitle("portfolio", r.title), description: metaDescription(r, readPage("portfolio", portfolioPageSchema).meta.description), path: recordPath("portfolio", r.slug), type: "article", published: wpTimeIso(r.date, r.dateGmt), modified: wpTimeIso(r.modified, r.modifiedGmt) },
    { image: recordSharePicture(r), kind: "portfolio" },
  );
  return { view, meta: withSeoFields(meta, r.seo, displayTitle) };
}

export async function faqItemData(slug: string) {
  const r = findFaq(slug);
  if (!r) return null;
  const view = faqItemView(r);
  if (view) view.html = await pageBody(view.html);
  const meta = await pageMeta(
    { title: detailPageTitle("faq", r.title), description: metaDescription(r, readPage("faq", faqPageSchema).meta.description), path: recordPath("faq", r.slug), type: "article", noindex: !view },
    { image: r.seo?.image ? { src: r.seo.image } : undefined, kind: "faq" },
  );
  return { view, meta: withSeoFields(meta, r.seo, displayTitle) };
}

const DETAIL_DATA = { posts: articleData, portfolio: portfolioItemData, faq: faqItemData } satisfies Record<CmsCollection, (slug: string) => Promise<unknown>>;

/** A detail page's data (view and meta), or null when the snapshot has no such record. */
export const detailData = (kind: CmsCollection, slug: string) => DETAIL_DATA[kind](slug);

/** SPEC: the FAQ list shows the first page (20) of entries that have a title and content. */
/** /faq's answers, their bodies as an FAQ's own page shows them (`pageBody`: its pictures and its links to the site). */
export async function faqList() {
  const views = readSnapshot()
    .faq.slice(0, COLLECTIONS.faq.pageSize)
    .map((r) => faqItemView(r))
    .filter((v): v is NonNullable<typeof v> => v !== null);
  for (const view of views) view.html = await pageBody(view.html);
  return views;
}

/** What the browser needs to make cards of records fetched live. */
export async function liveDefaults(kind: "blog" | "portfolio"): Promise<LiveDefaults> {
  // The default picture as its field gives it (focus and all), at a card's largest width.
  const { src, alt, focus } = await contentImage(getSettings().defaultImages[kind], CARD_MAX_WIDTH);
  return { teamName: getCompany().teamName, image: { src, alt, ...(focus && { focus }) } };
}
