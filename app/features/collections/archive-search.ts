/**
 * Search over the whole blog archive (decision 133), in the browser. /blog imports this module on
 * the visitor's first keystroke; then the manifest (a few KB), the shards each typed word's
 * words and stem can be in, and one card file per card shown: at 10,000 posts a search moves a
 * few tens of KB.
 *
 * Every typed word must match (all words required); a word matches a post whose title, excerpt
 * or body has a word starting with the typed word, or a word with the same stem (./search-index.ts).
 * Results come newest first, at most SEARCH_RESULT_LIMIT cards, with the total count.
 */
import type { PostCard } from "./cards";
import { newestFirst, SEARCH_RESULT_LIMIT } from "./search";
import { cardPath, categoryTerm, decodePostings, queryTerms, SEARCH_MANIFEST, shardOf, shardPath, shardsFor, type SearchManifest, type SearchShard } from "./search-index";

export interface ArchiveResults {
  cards: PostCard[];
  /** How many posts matched in all (more than `cards.length` when the limit cut the list). */
  total: number;
}

/** A file of the index gone or not JSON: the site was deployed again since the manifest was read. */
class Missing extends Error {}

/** The most posts a manifest may claim (a damaged one must not make a page allocate and loop for ever). */
const MAX_POSTS = 1_000_000;

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, { ...init, headers: { Accept: "application/json" } });
  if (res.status === 404) throw new Missing(`${url}: 404`);
  if (!res.ok) throw new Error(`Fetch error: ${res.status} ${url}`);
  try {
    return (await res.json()) as T;
  } catch (err) {
    // A host answering a file it no longer has with its HTML page (status 200).
    if ((err as Error).name === "AbortError") throw err;
    throw new Missing(`${url}: not JSON`);
  }
}

function isManifest(m: unknown): m is SearchManifest {
  const v = m as SearchManifest;
  return (
    typeof v === "object" && v !== null && typeof v.version === "string" && /^[0-9a-f]+$/.test(v.version) && Number.isSafeInteger(v.posts) && v.posts >= 0 && v.posts <= MAX_POSTS &&
    Array.isArray(v.shards) && v.shards.every((s) => typeof s === "string")
  );
}

let manifest: Promise<SearchManifest> | undefined;
/** The index's manifest, loaded once (again after a failure, or when a new build replaced the files: `fresh`). */
export function loadArchiveSearch(fresh = false): Promise<SearchManifest> {
  if (fresh) manifest = undefined;
  manifest ??= getJson<unknown>(SEARCH_MANIFEST, fresh ? { cache: "no-cache" } : undefined).then((m) => {
    if (!isManifest(m)) throw new Error(`${SEARCH_MANIFEST} is not a search manifest`);
    return m;
  });
  const current = manifest;
  // A failed load is tried again on the next search.
  current.catch(() => {
    if (manifest === current) manifest = undefined;
  });
  return current;
}

/** A path on this site: one slash, then not another slash or a backslash (`//host` and `/\\host` lead off-site). */
const SITE_PATH = /^\/(?![/\\])/;

/** Reads a card file; one that is not a card (a damaged or foreign file) is left out with a warning. */
function cardOf(value: unknown): PostCard | null {
  const card = value as PostCard;
  if (
    typeof card === "object" && card !== null && typeof card.id === "number" && typeof card.href === "string" && SITE_PATH.test(card.href) && typeof card.title === "string" &&
    typeof card.date === "string" && typeof card.dateTime === "string" && typeof card.excerpt === "string" && typeof card.image === "object" && card.image !== null
  )
    return card;
  console.warn("A search result without a card was left out.", value);
  return null;
}

/**
 * The ranks of the posts every typed word matches, newest first; with `category`, only the
 * posts of that category (its entry in the index, categoryTerm).
 */
async function matchingRanks(m: SearchManifest, terms: ReturnType<typeof queryTerms>, signal?: AbortSignal, category?: number): Promise<number[]> {
  const shards = new Map<number, Promise<SearchShard>>();
  const load = (i: number) => {
    let s = shards.get(i);
    if (!s) shards.set(i, (s = getJson<SearchShard>(shardPath(m.version, m.shards[i]!), { signal })));
    return s;
  };
  // An exact term's posting list (a stem, a category), from the shard it would be in.
  const exact = async (term: string): Promise<unknown> => {
    const at = shardOf(term, m.shards);
    const shard = at < 0 ? null : await load(at);
    return shard && Object.hasOwn(shard, term) ? shard[term] : undefined;
  };
  const hits = (lists: unknown[]) => {
    const hit = new Uint8Array(m.posts);
    for (const postings of lists) if (typeof postings === "string") for (const r of decodePostings(postings)) if (r < m.posts) hit[r] = 1;
    return hit;
  };
  const required = terms.map(async ({ prefix, stem }) => {
    const [words, stemmed] = await Promise.all([Promise.all(shardsFor(prefix, m.shards).map(load)), exact(stem)]);
    return hits([...words.flatMap((shard) => Object.entries(shard).filter(([word]) => word.startsWith(prefix)).map(([, postings]) => postings)), stemmed]);
  });
  if (category !== undefined) required.push(exact(categoryTerm(category)).then((postings) => hits([postings])));
  const sets = await Promise.all(required);
  // Newest first: the highest rank is the newest post.
  const ranks: number[] = [];
  for (let r = m.posts - 1; r >= 0; r--) if (sets.every((s) => s[r])) ranks.push(r);
  return ranks;
}

/** One post's card by its rank (null for a file that is not a card). */
const cardAt = (m: SearchManifest, rank: number, signal?: AbortSignal) => getJson<unknown>(cardPath(m.version, rank), { signal }).then(cardOf);

/** The cards of `ranks`, in order, those that could be read. */
async function cardsAt(m: SearchManifest, ranks: number[], signal?: AbortSignal): Promise<PostCard[]> {
  const cards = await Promise.all(ranks.map((r) => cardAt(m, r, signal)));
  return cards.filter((c): c is PostCard => c !== null);
}

async function search(terms: ReturnType<typeof queryTerms>, category: number | undefined, limit: number, fresh: boolean, signal?: AbortSignal): Promise<ArchiveResults> {
  const m = await loadArchiveSearch(fresh);
  if (!terms.length || !m.posts) return { cards: [], total: 0 };
  const ranks = await matchingRanks(m, terms, signal, category);
  return { cards: await cardsAt(m, ranks.slice(0, limit), signal), total: ranks.length };
}

/** `run` with the manifest read so far; when one of its files is gone (the site was deployed again since), once more with the new manifest. */
async function retriedAfterDeploy<T>(run: (fresh: boolean) => Promise<T>): Promise<T> {
  try {
    return await run(false);
  } catch (err) {
    if (!(err instanceof Missing)) throw err;
    return run(true);
  }
}

/**
 * The archive's posts matching `query` (title, excerpt or body), newest first, at most `limit`;
 * with `category`, only that category's. `signal` cancels the downloads of a search the visitor
 * has typed past.
 */
export async function searchArchive(query: string, limit = SEARCH_RESULT_LIMIT, signal?: AbortSignal, category?: number): Promise<ArchiveResults> {
  const terms = queryTerms(query.trim());
  if (!terms.length) return { cards: [], total: 0 };
  return retriedAfterDeploy((fresh) => search(terms, category, limit, fresh, signal));
}

/** The last card of a list's page: where its next page starts when the index has changed since. */
export interface Shown {
  id: number;
  dateTime: string;
}

export interface CategoryPage extends ArchiveResults {
  /** Where the page after this one starts (pass it back with this page's last card). */
  next: number;
}

/**
 * Where the page after `after` starts in `ranks` (the snapshot's order: newest first, then by id):
 * the first post that comes after it, found by halving and reading one card each time (a dozen at
 * 10,000 posts).
 */
async function firstAfter(ranks: number[], after: Shown, card: (rank: number) => Promise<PostCard | null>): Promise<number> {
  let lo = 0;
  let hi = ranks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const c = await card(ranks[mid]!);
    // A card that cannot be read counts as after it: at worst posts already shown come again
    // (the list keeps each once), never one skipped.
    if (!c || newestFirst(c, after) > 0) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

async function categoryPage(category: number, offset: number, limit: number, after: Shown | undefined, fresh: boolean, signal?: AbortSignal): Promise<CategoryPage> {
  const m = await loadArchiveSearch(fresh);
  if (!m.posts) return { cards: [], total: 0, next: 0 };
  const ranks = await matchingRanks(m, [], signal, category);
  const card = (r: number) => cardAt(m, r, signal);
  let start = Math.min(offset, ranks.length);
  // The page before ends where the caller says unless a deploy changed the index since: then the
  // next page starts after that page's last card, wherever it is now (its card file is immutable,
  // so the check is read from the browser's cache).
  if (after && start > 0 && (await card(ranks[start - 1]!))?.id !== after.id) start = await firstAfter(ranks, after, card);
  return { cards: await cardsAt(m, ranks.slice(start, start + limit), signal), total: ranks.length, next: Math.min(start + limit, ranks.length) };
}

/**
 * A blog category's posts, newest first: `limit` cards from `offset`, and how many it has
 * (/blog?category=, decision 135). It loads the manifest, the shard of the category's entry and
 * the cards shown, not every post of the archive. `after`, the last card of the page before,
 * keeps the pages in order when the site is deployed again between two of them (decision 138): no
 * post is skipped however many were removed, and posts the deploy added newer than it are not
 * slipped in among older ones (a reload shows them).
 */
export function categoryArchive(category: number, offset: number, limit: number, signal?: AbortSignal, after?: Shown): Promise<CategoryPage> {
  return retriedAfterDeploy((fresh) => categoryPage(category, offset, limit, after, fresh, signal));
}
