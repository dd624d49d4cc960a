/**
 * Card view models of CMS records, shared by the build (snapshot records) and the browser
 * (records fetched live for Load More, search and new slugs), so both show the same text.
 */
import { isResponsive, type CardImage } from "~/lib/image-types";
import { matchesQuery, searchMessage } from "./search";
import { recordPath, type CmsCollection } from "./table";
import { wpTimeIso } from "../../lib/wp-time";
import { blogExcerpt, cleanPortfolioText, displayTitle, EXCERPT_WORDS, formatPostDate, plainText, truncateWords } from "../../lib/text";

export { isResponsive, matchesQuery, searchMessage, type CardImage };

/** The fields of a record a card needs (snapshot and live records both have them). */
export interface CardSource {
  id: number;
  slug: string;
  date: string;
  /** `date` in GMT, when the snapshot or WordPress has it (decision 184). */
  dateGmt?: string;
  title: string;
  excerpt: string;
  content: string;
  author: string | null;
  categories: number[];
}

/** SPEC §8 "Missing title": Untitled Project (portfolio), Featured Project (home), Design Insights (blog). */
export const TITLE_FALLBACK = {
  portfolio: "Untitled Project",
  homeProject: "Featured Project",
  post: "Design Insights",
} as const;

export const NO_DESCRIPTION = "No description available";

export interface PostCard {
  id: number;
  href: string;
  title: string;
  /** Formatted "MMMM dd, yyyy" (raw when unparsable). */
  date: string;
  /** Machine-readable date for <time>. */
  dateTime: string;
  author: string;
  excerpt: string;
  image: CardImage;
  /** Title and full excerpt as plain text, for search. */
  searchText: string;
  /** Category ids, for the list's `?category=` filter (decision 111). */
  categories: number[];
}

export interface ProjectCard {
  id: number;
  href: string;
  title: string;
  description: string;
  categories: number[];
  image: CardImage;
}

/** A record's page as a link names it: its slug percent-encoded (its id when it has none). */
export const recordHref = (collection: CmsCollection, r: { slug: string; id: number }) => recordPath(collection, encodeURIComponent(r.slug || String(r.id)));

/** A blog card: title (Design Insights), date, author (default the team name), 25-word excerpt with fallbacks. */
export function postCard(r: CardSource, o: { teamName: string; image: CardImage }): PostCard {
  return {
    id: r.id,
    href: recordHref("posts", r),
    title: displayTitle(r.title) || TITLE_FALLBACK.post,
    date: formatPostDate(r.date),
    dateTime: wpTimeIso(r.date, r.dateGmt),
    author: r.author ? displayTitle(r.author) : o.teamName,
    excerpt: blogExcerpt(r.excerpt, r.content),
    image: o.image,
    searchText: `${displayTitle(r.title)} ${plainText(r.excerpt)}`,
    categories: r.categories,
  };
}

/** A portfolio card: title (Untitled Project), description cleaned and cut (No description available). */
export function projectCard(
  r: CardSource,
  o: { image: CardImage; words?: number; titleFallback?: string },
): ProjectCard {
  const text = cleanPortfolioText(r.excerpt) || cleanPortfolioText(r.content);
  return {
    id: r.id,
    href: recordHref("portfolio", r),
    title: displayTitle(r.title) || o.titleFallback || TITLE_FALLBACK.portfolio,
    description: text ? truncateWords(text, o.words ?? EXCERPT_WORDS.portfolio) : NO_DESCRIPTION,
    categories: r.categories,
    image: o.image,
  };
}
