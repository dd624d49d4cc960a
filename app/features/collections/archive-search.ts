/**
 * Search over the whole blog archive with Pagefind (decision 123). The build writes a Pagefind
 * bundle of every snapshot post (title, excerpt and article body) under PAGEFIND_PATH; the
 * browser loads none of it until the visitor first searches, then only the Pagefind script, its
 * wasm, the index chunks the typed words need and one small fragment per card shown.
 *
 * Each record's fragment carries the post's card (the same PostCard the build puts on /blog), so
 * a result is shown exactly as the list shows it. Results come newest first (Pagefind's `date`
 * sort), at most SEARCH_RESULT_LIMIT of them.
 */
import type { PostCard } from "./cards";

/** Where the build writes the bundle (a folder of build/client), and the one page that searches. */
export const PAGEFIND_PATH = "/pagefind/";
export const SEARCH_PAGES: readonly string[] = ["/blog"];

/** The most cards one search shows (three card pages); the visitor narrows the search for more. */
export const SEARCH_RESULT_LIMIT = 27;

/** The names the build and the browser share for a record's meta and sort keys. */
export const PAGEFIND_FIELDS = { card: "card", date: "date" } as const;

export interface ArchiveResults {
  cards: PostCard[];
  /** How many posts matched in all (more than `cards.length` when the limit cut the list). */
  total: number;
}

interface PagefindResult {
  data: () => Promise<{ meta: Record<string, string> }>;
}
interface PagefindApi {
  options: (o: Record<string, unknown>) => Promise<void>;
  search: (term: string, o?: { sort?: Record<string, "asc" | "desc"> }) => Promise<{ results: PagefindResult[] } | null>;
}

let api: Promise<PagefindApi> | undefined;
/** Pagefind's script, imported on first use only (a failed import is tried again next time). */
export function loadArchiveSearch(): Promise<PagefindApi> {
  const url = `${PAGEFIND_PATH}pagefind.js`;
  api ??= (import(/* @vite-ignore */ url) as Promise<PagefindApi>).then(
    async (pf) => {
      await pf.options({ excerptLength: 0 });
      return pf;
    },
    (err: unknown) => {
      api = undefined;
      throw err;
    },
  );
  return api;
}

/** Reads a result's card; a fragment that is not one (an old or foreign bundle) is left out with a warning. */
function cardOf(meta: Record<string, string>): PostCard | null {
  try {
    const card = JSON.parse(meta[PAGEFIND_FIELDS.card] ?? "") as PostCard;
    if (typeof card.id === "number" && typeof card.href === "string" && typeof card.title === "string") return card;
  } catch {
    /* reported below */
  }
  console.warn("A search result without a card was left out.", meta);
  return null;
}

/** The archive's posts matching `query` (title, excerpt or body), newest first, at most `limit`. */
export async function searchArchive(query: string, limit = SEARCH_RESULT_LIMIT): Promise<ArchiveResults> {
  const q = query.trim();
  if (!q) return { cards: [], total: 0 };
  const pf = await loadArchiveSearch();
  const found = await pf.search(q, { sort: { [PAGEFIND_FIELDS.date]: "desc" } });
  const results = found?.results ?? [];
  const data = await Promise.all(results.slice(0, limit).map((r) => r.data()));
  return { cards: data.map((d) => cardOf(d.meta)).filter((c): c is PostCard => c !== null), total: results.length };
}
