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
