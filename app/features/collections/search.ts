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

/** A card as a search's counts see it. */
interface Counted {
  id: number;
  dateTime: string;
}

/**
 * The line under a search the archive cut at SEARCH_RESULT_LIMIT (content/pages/blog.md
 * `moreResults`): how many matching articles are on screen and how many match in all; undefined
 * when the archive was not cut or every match is on screen. On screen are the archive's newest
 * matches (`archive.cards`), the page's own cards that match (SPEC) and posts WordPress found that
 * the archive does not hold (published after the build). A card on screen that the archive did
 * not return, though newer than the oldest it did, cannot be one of its matches: it is counted on
 * top of the archive's total.
 */
export function cutSearchCounts(shown: readonly Counted[], archive: { cards: readonly Counted[]; total: number }): { shown: number; total: number } | undefined {
  if (archive.total <= SEARCH_RESULT_LIMIT) return undefined;
  const returned = new Set(archive.cards.map((c) => c.id));
  const oldest = archive.cards.reduce<string | undefined>((o, c) => (o === undefined || c.dateTime < o ? c.dateTime : o), undefined);
  const beyond = oldest === undefined ? 0 : shown.filter((c) => !returned.has(c.id) && c.dateTime > oldest).length;
  const total = archive.total + beyond;
  return shown.length < total ? { shown: shown.length, total } : undefined;
}
