/**
 * The browser's live CMS layer (DESIGN.md "Live behaviour after deploy"): Load More, search
 * and slugs published after the build ask the live WordPress; every answer is validated,
 * sanitised in the browser with the snapshot's policy and turned into the same cards and
 * views the build makes. Imported on first use only, so pages do not pay for it up front.
 *
 * One retry layer (SPEC: 3 more tries, 1 s apart; 4xx other than 408/429 not retried, in
 * app/cms/http.ts); answers cached 5 minutes (categories 10).
 */
import "~/lib/zod-csp";
import { SITE } from "~/content/build-values";
import { postCard, projectCard, type PostCard, type ProjectCard } from "./cards";
import { createWpClient, WpNotFoundError, type WpClient } from "../../cms/client";
import { withDeadline } from "./fallback";
import { toCmsAttachment, toCmsRecord } from "../../cms/normalise";
import { createSanitizer, type Sanitizer } from "../../cms/sanitize";
import { displayTitle } from "../../lib/text";
import type { ImageField } from "../../lib/image-types";
import { withSeoFields, type PageMeta } from "~/lib/seo";
import { articleView, detailPageTitle, faqItemView, metaDescription, portfolioItemView, type ArticleView, type FaqItemView, type PortfolioItemView } from "./views";
import type { WpRecord } from "../../cms/wp-schemas";
import { COLLECTIONS, liveTiming, recordPath, type CmsCollection } from "./table";
import { buildPermalinkIndex, linkWarning, mapLink, type PermalinkIndex } from "./cms-links";
import { ownSitePath, rewriteHrefs } from "./cms-links-html";
import { fetchLinksFile } from "./static-data";
import type { CmsRecord } from "../../cms/snapshot-schema";

const CMS_API_URL = SITE.cmsApiUrl;

const MINUTE = 60_000;
export const CACHE_MS = { default: 5 * MINUTE, categories: 10 * MINUTE };

let client: WpClient | undefined;
let sanitizer: Sanitizer | undefined;

function wp(): WpClient {
  const c = liveTiming();
  client ??= createWpClient({ baseUrl: CMS_API_URL, retries: c.retries, retryDelayMs: c.retryDelayMs, timeoutMs: c.timeoutMs, log: console });
  return client;
}

function clean(): Sanitizer {
  sanitizer ??= createSanitizer(window);
  return sanitizer;
}

const cache = new Map<string, { at: number; value: Promise<unknown> }>();
/** Memoises a live call for its freshness time; a failure is not kept. */
function cached<T>(key: string, ttl: number, fn: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < ttl) return hit.value as Promise<T>;
  const value = fn();
  cache.set(key, { at: Date.now(), value });
  value.catch(() => cache.delete(key));
  return value;
}

function records(raw: WpRecord[], endpoint: string) {
  return raw.map((r, i) => toCmsRecord(r, clean(), endpoint, i).value).filter((r): r is NonNullable<typeof r> => r !== null);
}

const liveImage = (img: { src: string; alt: string } | null, fallbackAlt: string) => (img ? { src: img.src, alt: img.alt || fallbackAlt } : null);

export interface LiveDefaults {
  teamName: string;
  /** Shown on cards of live records without a featured image. */
  image: ImageField;
}

/** The blog's page `page` (9 posts), as cards, with how many posts WordPress returned. */
export function livePostsPage(page: number, d: LiveDefaults, signal?: AbortSignal): Promise<{ cards: PostCard[]; received: number }> {
  return cached(`posts:${page}`, CACHE_MS.default, async () => {
    const raw = await wp().getPosts({ page, perPage: COLLECTIONS.posts.pageSize, signal });
    const cards = records(raw, "/posts").map((r) => postCard(r, { teamName: d.teamName, image: liveImage(r.featuredImage, r.title) ?? d.image }));
    return { cards, received: raw.length };
  });
}

/** How many pages of posts newer than the snapshot are asked for at most (27 posts). */
const NEWER_PAGES = 3;

/**
 * Posts published after `after` (a WordPress local time, the snapshot's newest post's), newest
 * first, as cards: usually none, an empty list of a few bytes (decision 189). A full page is
 * followed by the next, up to NEWER_PAGES, so that they all come before the snapshot's posts.
 */
export function liveNewerPosts(after: string, d: LiveDefaults, signal?: AbortSignal): Promise<PostCard[]> {
  return cached(`newer:${after}`, CACHE_MS.default, async () => {
    const raw = [];
    for (let page = 1; page <= NEWER_PAGES; page++) {
      const got = await wp().getPosts({ after, page, perPage: COLLECTIONS.posts.pageSize, signal });
      raw.push(...got);
      if (got.length < COLLECTIONS.posts.pageSize) break;
    }
    return records(raw, "/posts").map((r) => postCard(r, { teamName: d.teamName, image: liveImage(r.featuredImage, r.title) ?? d.image }));
  });
}

/** Live `search=` results, as cards (the caller re-filters them on title and excerpt). */
export function liveSearch(query: string, d: LiveDefaults, category?: number): Promise<PostCard[]> {
  return cached(`search:${category ?? "all"}:${query.trim().toLowerCase()}`, CACHE_MS.default, async () => {
    const raw = await wp().getPosts({ search: query, page: 1, perPage: 20, ...(category === undefined ? {} : { categories: category }) });
    return records(raw, "/posts").map((r) => postCard(r, { teamName: d.teamName, image: liveImage(r.featuredImage, r.title) ?? d.image }));
  });
}

/** The portfolio's page `page` (9), optionally of one category, as cards. */
export function livePortfolioPage(page: number, category: number | undefined, d: LiveDefaults, signal?: AbortSignal): Promise<ProjectCard[]> {
  return cached(`portfolio:${category ?? "all"}:${page}`, CACHE_MS.default, async () => {
    const raw = await wp().getPortfolio({ page, perPage: COLLECTIONS.portfolio.pageSize, category, signal });
    return records(raw, "/portfolio").map((r) => projectCard(r, { image: liveImage(r.featuredImage, r.title) ?? d.image }));
  });
}

export type LiveView = ArticleView | PortfolioItemView | FaqItemView;

/**
 * A record published after the build, by slug: its view, or null when it exists nowhere.
 * Throws when the CMS cannot be reached, or has not found it within `detailDeadlineMs` (the
 * caller shows the not-found text then too). Attachments get what is left of that time; when
 * it runs out the item shows without them.
 */
export async function liveDetail(
  kind: CmsCollection,
  slug: string,
  teamName: string = SITE.teamName,
): Promise<{ view: LiveView | null; meta: PageMeta } | null> {
  const deadlineMs = liveTiming().detailDeadlineMs;
  const started = Date.now();
  let raw: WpRecord;
  try {
    raw = await withDeadline(deadlineMs, (signal) => cached(`slug:${kind}:${slug}`, CACHE_MS.default, () => wp().getBySlug(kind, slug, { signal })));
  } catch (err) {
    if (err instanceof WpNotFoundError) return null;
    throw err;
  }
  const sanitised = toCmsRecord(raw, clean(), `/${kind}`).value;
  if (!sanitised) return null;
  const record = await withSiteLinks(kind, sanitised);
  const image = liveImage(record.featuredImage, record.title);
  const meta: PageMeta = withSeoFields(
    {
      title: detailPageTitle(kind, record.title),
      description: metaDescription(record, SITE.name),
      path: recordPath(kind, record.slug),
      siteName: SITE.name,
      siteUrl: SITE.url,
      image: record.seo?.image ?? image?.src ?? `${SITE.url}/favicon.svg`,
      type: "article",
    },
    record.seo,
    displayTitle,
  );
  if (kind === "posts") return { view: articleView(record, { teamName, image }), meta };
  if (kind === "faq") {
    const view = faqItemView(record);
    return { view, meta: { ...meta, noindex: meta.noindex || !view } };
  }
  const timeLeft = AbortSignal.timeout(Math.max(1, deadlineMs - (Date.now() - started)));
  const attachments = (await wp().getAttachments(raw, { signal: timeLeft }))
    .map((m) => toCmsAttachment(m, clean()))
    .filter((a): a is NonNullable<typeof a> => a !== null)
    .map((a) => ({ src: a.src, alt: displayTitle(a.alt) || displayTitle(a.title), title: displayTitle(a.title) }));
  return { view: portfolioItemView(record, { teamName, image, attachments }), meta };
}

let linkIndex: Promise<PermalinkIndex> | undefined;
/** The link table (cms-links.ts) over the snapshot's records (`/_data/links.json`); without that file, over pages and archives only. */
function liveLinkIndex(): Promise<PermalinkIndex> {
  linkIndex ??= fetchLinksFile().then(
    (file) => buildPermalinkIndex({ apiUrl: CMS_API_URL, ...file }),
    (err: unknown) => {
      console.warn("The site's link table could not be loaded; links to other records stay on the CMS.", err);
      linkIndex = undefined;
      return buildPermalinkIndex({ apiUrl: CMS_API_URL, records: [] });
    },
  );
  return linkIndex;
}

/**
 * A live record's links mapped as the snapshot maps them (decision 111): to the site's pages where
 * it has them, otherwise to the CMS with one console warning each. The HTML is the sanitiser's
 * output, which `rewriteHrefs` reads without parsing, and its result is still a fixed point of it.
 */
async function withSiteLinks<T extends CmsRecord>(kind: CmsCollection, r: T): Promise<T> {
  if (![r.title, r.excerpt, r.content].some((f) => f.includes("<a"))) return r;
  const shared = await liveLinkIndex();
  // The record's own permalink host means the CMS too (WordPress's home may differ from the API's host).
  let own: string | undefined;
  try {
    own = r.link ? new URL(r.link).hostname : undefined;
  } catch {
    own = undefined;
  }
  const index = own ? { ...shared, hosts: new Set([...shared.hosts, own]) } : shared;
  const links = (href: string) => {
    const m = mapLink(href, r.link, index);
    const to = m.kind === "upload" ? m.source : m.href;
    if (m.kind === "cms") console.warn(linkWarning(kind, r, href, to));
    return to;
  };
  // Links to the site's own address become site paths in the same pass (decision 180).
  const toSitePath = ownSitePath(SITE.url);
  const mapped = (html: string) => rewriteHrefs(html, (href) => toSitePath(links(href)), { sameTabForSitePaths: true });
  return { ...r, title: mapped(r.title), excerpt: mapped(r.excerpt), content: mapped(r.content) };
}
