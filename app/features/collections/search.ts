import { wallTime } from "~/lib/wp-time";

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

/** The most cards one archive search shows (three card pages); the visitor narrows the search for more. */
export const SEARCH_RESULT_LIMIT = 27;

/** A card as a search's order and counts see it. */
interface Counted {
  id: number;
  dateTime: string;
}

/**
 * Newest first, as /blog lists posts; the same date: the lower id first. Here, not with the
 * cards (./cards.ts): /blog sorts its search results by it, and ./cards.ts brings date-fns,
 * which /blog otherwise loads only with the live layer. Compares the studio's wall time (the
 * first 19 characters, without the offset a card's `dateTime` carries, decision 184), as the
 * snapshot orders records.
 */
const wall = (c: Counted) => wallTime(c.dateTime);
export const newestFirst = (a: Counted, b: Counted) => {
  const x = wall(a);
  const y = wall(b);
  return x < y ? 1 : x > y ? -1 : a.id - b.id;
};

/**
 * The line under a search the archive cut at SEARCH_RESULT_LIMIT (content/pages/blog.md
 * `moreResults`): how many of the newest matching articles are on screen, and how many match in
 * all; undefined when the archive was not cut or returned no card. On screen are the archive's
 * newest matches (`archive.cards`), the page's own cards that match (SPEC) and posts WordPress
 * found that the archive does not hold (published after the build). A card on screen that the
 * archive did not return, though newer than the oldest it did, cannot be one of its matches: it
 * counts among the newest and on top of the archive's total. Older cards on screen may be the
 * archive's other matches and are counted in neither. When a card file of the archive could not
 * be read (fewer cards than the limit), no card is counted on top: it may be that one.
 */
export function cutSearchCounts(shown: readonly Counted[], archive: { cards: readonly Counted[]; total: number }): { shown: number; total: number } | undefined {
  if (archive.total <= SEARCH_RESULT_LIMIT || archive.cards.length === 0) return undefined;
  const returned = new Set(archive.cards.map((c) => c.id));
  const oldest = archive.cards.reduce((o, c) => (wall(c) < o ? wall(c) : o), wall(archive.cards[0]!));
  const beyond = archive.cards.length < SEARCH_RESULT_LIMIT ? 0 : shown.filter((c) => !returned.has(c.id) && wall(c) > oldest).length;
  return { shown: archive.cards.length + beyond, total: archive.total + beyond };
}
