/**
 * Detail-page view models of CMS records, shared by the build (snapshot) and the browser
 * (slugs published after the build, fetched live): the same fallbacks either way.
 */
import { recordHref, TITLE_FALLBACK, type CardImage, type CardSource } from "./cards";
import { CMS_COLLECTIONS, COLLECTIONS, type CmsCollection } from "./table";

/** SPEC's not-found text of each collection (from the collections table). */
export const NOT_FOUND_TEXT = Object.fromEntries(CMS_COLLECTIONS.map((c) => [c, COLLECTIONS[c].notFound.text])) as Record<CmsCollection, string>;
import { wpTimeIso } from "../../lib/wp-time";
import { cleanArticleTitle, displayTitle, formatPostDate, plainText, stripTags } from "../../lib/text";

/** The fields of a record a detail page needs (a card's, without categories). */
export type DetailSource = Omit<CardSource, "categories">;

/** A record next to another in its list, as the snapshot has it: what a link to it is made from. */
export interface NeighbourRecord {
  id: number;
  slug: string;
  title: string;
}

/** The records before and after one in its list (decision 214): `newer` and `older`, each absent at an end. */
export interface NeighbourRecords {
  newer?: NeighbourRecord;
  older?: NeighbourRecord;
}

/** A link to the record before or after one in its list: its title and its page. */
export interface NeighbourLink {
  title: string;
  path: string;
}

/** The newer and older record in its list (decision 214); none for a record fetched live or previewed. */
export interface Neighbours {
  newer?: NeighbourLink;
  older?: NeighbourLink;
}

/** What an article and a portfolio item show alike. */
interface DatedView {
  slug: string;
  title: string;
  date: string;
  dateTime: string;
  author: string;
  image: CardImage | null;
  html: string;
  neighbours?: Neighbours;
}

export interface ArticleView extends DatedView {
  kind: "posts";
  /** SPEC: letters, digits and spaces only; Design Insights when there is none. */
  title: string;
}

export interface PortfolioItemView extends DatedView {
  kind: "portfolio";
  attachments: (CardImage & { title: string })[];
}

export interface FaqItemView {
  kind: "faq";
  slug: string;
  title: string;
  html: string;
}

/** Links to the records next to one in its list, titled as its cards are (SPEC's fallback when untitled). */
export function neighbourLinks(kind: "posts" | "portfolio", found: NeighbourRecords): Neighbours {
  const link = (r: NeighbourRecord | undefined) => (r ? { title: displayTitle(r.title) || (kind === "posts" ? TITLE_FALLBACK.post : TITLE_FALLBACK.portfolio), path: recordHref(kind, r) } : undefined);
  return { newer: link(found.newer), older: link(found.older) };
}

/** The page title (before " | {site name}") of a record: its title, else SPEC's fallback for its kind. */
export function detailPageTitle(kind: CmsCollection, titleHtml: string): string {
  const fallback = { posts: TITLE_FALLBACK.post, portfolio: TITLE_FALLBACK.portfolio, faq: "FAQ" }[kind];
  return displayTitle(titleHtml) || fallback;
}

/** What an article and a portfolio item show alike: date, author (default the team name), image, content. */
function detailFields(r: DetailSource, o: { teamName: string; image: CardImage | null }): Omit<DatedView, "title"> {
  return {
    slug: r.slug,
    date: formatPostDate(r.date),
    dateTime: wpTimeIso(r.date, r.dateGmt),
    author: r.author ? displayTitle(r.author) : o.teamName,
    image: o.image,
    html: r.content,
  };
}

export function articleView(r: DetailSource, o: { teamName: string; image: CardImage | null }): ArticleView {
  return { kind: "posts", ...detailFields(r, o), title: cleanArticleTitle(r.title) || TITLE_FALLBACK.post };
}

export function portfolioItemView(
  r: DetailSource,
  o: { teamName: string; image: CardImage | null; attachments: (CardImage & { title: string })[] },
): PortfolioItemView {
  return { kind: "portfolio", ...detailFields(r, o), title: displayTitle(r.title) || TITLE_FALLBACK.portfolio, attachments: o.attachments };
}

/** SPEC: an FAQ without a title or content cannot be shown: null (the page shows its error text). */
export function faqItemView(r: DetailSource): FaqItemView | null {
  const title = displayTitle(r.title);
  if (!title || !stripTags(r.content).trim()) return null;
  return { kind: "faq", slug: r.slug, title, html: r.content };
}

/**
 * A description for search engines: the excerpt (else the content) as plain text, about 160
 * characters. Cut at a word; a cut after a whole sentence ends with it (a word of four letters or
 * more before its stop: "Dr." or "St." is no sentence's end), another with "..." and no
 * punctuation, dash or quote of its own before it ("needs....", "range,...", "rooms —...").
 */
export function metaDescription(r: { excerpt: string; content: string }, fallback: string): string {
  const text = plainText(r.excerpt) || plainText(r.content);
  if (!text) return fallback;
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157).replace(/\s+\S*$/, "");
  return /\p{L}{4}[.!?]["”’)]?$/u.test(cut) ? cut : `${cut.replace(/[\s.,;:!?\-–—"'“”‘’()]+$/u, "")}...`;
}
