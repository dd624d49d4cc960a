/**
 * The blog archive's search index (decision 133), one definition for the build that writes it
 * (scripts/build/search-index.ts) and the browser that reads it (./archive-search.ts).
 *
 * - Posts are numbered by rank, newest first (0 is the newest), so "the 27 newest matches" are
 *   the 27 lowest ranks of a match set.
 * - Every word of a post's title, excerpt and body (lower case, accents removed, two characters
 *   or more; see indexTerms) lists the ranks of the posts that have it: a posting list, stored as
 *   the gaps between ranks in base 36 joined by dots.
 * - The words are split into shards by their first letters, so that no shard is much larger
 *   than SHARD_BYTES: a typed word loads the one or two shards its prefix can be in.
 * - Each post's card (the PostCard /blog shows) is a file of its own, fetched only when shown.
 * - The manifest names the version folder the shards and cards are in; folders are named by
 *   their content, so a page never mixes two builds' files and the files can be cached for good.
 */
import { stemmer } from "stemmer";

/** The manifest (revalidated like a page) and the version folders (immutable). */
export const SEARCH_MANIFEST = "/_data/search.json";
export const SEARCH_FILES = "/_search/";

export interface SearchManifest {
  /** The folder under SEARCH_FILES that holds this index's shards and cards. */
  version: string;
  /** How many posts are indexed (ranks run from 0 to posts - 1). */
  posts: number;
  /** Each shard's prefix; shard i is `s/i.json`. Every indexed word is in the shard of the longest prefix it starts with. */
  shards: string[];
}

/** A shard: word → posting list. */
export type SearchShard = Record<string, string>;

export const shardPath = (version: string, i: number) => `${SEARCH_FILES}${version}/s/${i}.json`;
export const cardPath = (version: string, rank: number) => `${SEARCH_FILES}${version}/c/${rank}.json`;

/** A shard is split by the next letter while its JSON is larger than this (a gzip of ~4–10 KB). */
export const SHARD_BYTES = 24_000;

const WORD = /[\p{L}\p{N}]{2,}/gu;
/** The same for a text of ASCII only (most of an English archive: several times faster). */
const ASCII_WORD = /[a-z0-9]{2,}/g;

/** The words of a text as the index keeps them: lower case, accents removed, two characters or more. */
export function indexWords(text: string): string[] {
  const lower = text.toLowerCase();
  // eslint-disable-next-line no-control-regex
  if (!/[^\x00-\x7f]/.test(lower)) return lower.match(ASCII_WORD) ?? [];
  return lower.normalize("NFKD").replace(/\p{M}+/gu, "").match(WORD) ?? [];
}

const stems = new Map<string, string>();
/** A word's stem (numbers are their own), remembered: an archive repeats its words millions of times. */
function stemOf(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = /^\p{N}+$/u.test(word) ? word : stemmer(word);
    if (stems.size < 200_000) stems.set(word, stem);
  }
  return stem;
}

/**
 * What the index lists for a text: its words, and each word's stem where the stem is not the
 * start of the word ("happy" is also listed as "happi", so "happiness" finds it).
 */
export function indexTerms(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of indexWords(text)) {
    out.add(word);
    const stem = stemOf(word);
    if (stem.length >= 2 && !word.startsWith(stem)) out.add(stem);
  }
  return out;
}

/**
 * What each typed word matches: every indexed term starting with the part the word and its stem
 * share (word forms: "kitchens" finds "kitchen", "renovating" finds "renovation" and "renovated";
 * a word half typed, "renovati", finds "renovation"; "happiness" and "happy" share "happ"). At
 * least two characters of the word are kept; words of one character are left out, as the index
 * leaves them out.
 */
export function queryPrefixes(query: string): string[] {
  const out = new Set<string>();
  for (const word of indexWords(query)) {
    const stem = stemOf(word);
    let n = 0;
    while (n < stem.length && n < word.length && stem[n] === word[n]) n++;
    out.add(word.slice(0, Math.max(n, 2)));
  }
  return [...out];
}

/** Ranks (ascending, distinct) as gaps in base 36 joined by dots. */
export function encodePostings(ranks: readonly number[]): string {
  let last = -1;
  const gaps: string[] = [];
  for (const r of ranks) {
    gaps.push((r - last - 1).toString(36));
    last = r;
  }
  return gaps.join(".");
}

/** The ranks of a posting list; anything that is not one yields no rank (a damaged file finds nothing). */
export function decodePostings(list: string): number[] {
  const out: number[] = [];
  let last = -1;
  for (const gap of list.split(".")) {
    const n = /^[0-9a-z]{1,10}$/.test(gap) ? Number.parseInt(gap, 36) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 0) return [];
    last += n + 1;
    out.push(last);
  }
  return out;
}

/**
 * The shards a prefix's words can be in: the shard of the longest prefix the typed prefix starts
 * with, and every shard whose prefix starts with the typed one (the words further down).
 */
export function shardsFor(prefix: string, shards: readonly string[]): number[] {
  let longest = -1;
  const out: number[] = [];
  shards.forEach((key, i) => {
    if (key.length > prefix.length && key.startsWith(prefix)) out.push(i);
    else if (prefix.startsWith(key) && (longest < 0 || key.length > shards[longest]!.length)) longest = i;
  });
  return longest >= 0 ? [longest, ...out] : out;
}

/**
 * Splits sorted words into shards of at most ~SHARD_BYTES each (by the size `size` gives a word's
 * entry): a prefix whose words are too many is split by the next letter; its words that are the
 * prefix itself stay in its own shard. Returns [prefix, words] pairs.
 */
export function splitShards(words: readonly string[], size: (word: string) => number, prefix = ""): [string, string[]][] {
  const total = words.reduce((n, w) => n + size(w), 0);
  if (total <= SHARD_BYTES || words.every((w) => w.length <= prefix.length)) return words.length ? [[prefix, [...words]]] : [];
  const own = words.filter((w) => w.length <= prefix.length);
  const byNext = new Map<string, string[]>();
  for (const w of words) {
    if (w.length <= prefix.length) continue;
    const next = w.slice(0, prefix.length + 1);
    const group = byNext.get(next);
    if (group) group.push(w);
    else byNext.set(next, [w]);
  }
  const out: [string, string[]][] = own.length ? [[prefix, own]] : [];
  for (const [next, group] of byNext) out.push(...splitShards(group, size, next));
  return out;
}
