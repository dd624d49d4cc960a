/** What the offers search looks at. */
export interface Searchable {
  title: string;
  excerpt: string;
}

/** The search text as it is matched and quoted: trimmed; blank means "show everything". */
export function normaliseQuery(query: string): string {
  return query.trim();
}

/** SPEC: case-insensitive match of the search text against title or excerpt; blank shows all. */
export function filterOffers<T extends Searchable>(offers: readonly T[], query: string): T[] {
  const q = normaliseQuery(query).toLocaleLowerCase();
  if (q === "") return [...offers];
  return offers.filter((o) => o.title.toLocaleLowerCase().includes(q) || o.excerpt.toLocaleLowerCase().includes(q));
}

/**
 * The line above the results for a non-empty search: the page's `Showing results for "{text}"`
 * or `No results found for "{text}"`; null when the search is blank.
 */
export function resultsMessage(
  query: string,
  count: number,
  templates: { showingResults: string; noResults: string },
): string | null {
  const text = normaliseQuery(query);
  if (text === "") return null;
  return (count > 0 ? templates.showingResults : templates.noResults).replace("{text}", () => text);
}
