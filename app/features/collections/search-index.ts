/**
 * The blog archive's search index (decision 133), one definition for the build that writes it
 * (scripts/build/search-index.ts) and the browser that reads it (./archive-search.ts).
 *
 * - Posts are numbered by rank from the oldest (0), so "the 27 newest matches" are the 27
 *   highest ranks of a match set, and a post published later takes the next rank.
 * - Every word of a post's title, excerpt and body (lower case, accents removed, two characters
 *   or more), and every word's stem as `~stem` (see indexTerms), lists the ranks of the posts
 *   that have it: a posting list, stored as the gaps between ranks in base 36 joined by dots.
 * - The words are split into shards by their first letters, so that no shard is much larger
 *   than SHARD_BYTES: a typed word loads the shards its words can be in (one for a whole word,
 *   more for a prefix that many words share) and the one its stem is in.
 * - Each blog category lists the ranks of its posts under `#id` (categoryTerm).
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
  /** How many posts are indexed (ranks run from 0, the oldest, to posts - 1, the newest). */
  posts: number;
  /** Each shard's prefix (its file: shardFile). Every indexed word is in the shard of the longest prefix it starts with. */
  shards: string[];
}

/** A shard: word → posting list. */
export type SearchShard = Record<string, string>;

/** A shard's file, named by its prefix (hex of its UTF-8 bytes; `_` for the empty prefix) so it keeps its name from build to build. */
export function shardFile(prefix: string): string {
  const hex = [...new TextEncoder().encode(prefix)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `s/${hex || "_"}.json`;
}
export const shardPath = (version: string, prefix: string) => `${SEARCH_FILES}${version}/${shardFile(prefix)}`;
export const cardPath = (version: string, rank: number) => `${SEARCH_FILES}${version}/c/${rank}.json`;

/**
 * A blog category's entry in the index, `#id`: the ranks of its posts, for /blog?category=
 * (where the CMS's category archives lead). No typed word can name it: words are letters and
 * digits only (indexWords).
 */
export const categoryTerm = (id: number) => `#${id}`;

/** A shard is split by the next letter while its JSON is larger than this (a gzip of ~4–10 KB). */
export const SHARD_BYTES = 24_000;

/** Longest word kept: longer runs are codes, addresses or data, never typed as a word. */
export const MAX_WORD = 40;
/** An ASCII text's words (most of an English archive: several times faster than the general case). */
const ASCII_WORD = /[a-z0-9]{2,}/g;
/** Scripts written without spaces between words: their runs are split into words by Intl.Segmenter. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
let segmenter: Intl.Segmenter | undefined;

/** Lower case already; accents and other marks removed, ß as ss, dotless ı as i; split on anything that is not a letter or digit. */
function plainWords(piece: string, min: number, out: string[]) {
  // eslint-disable-next-line no-control-regex
  const text = /[^\x00-\x7f]/.test(piece) ? piece.normalize("NFKD").replace(/\p{M}+/gu, "").replace(/ß/g, "ss").replace(/ı/g, "i") : piece;
  for (const w of text.match(/[\p{L}\p{N}]+/gu) ?? []) if (w.length >= min && w.length <= MAX_WORD) out.push(w);
}

/**
 * The words of a text as the index keeps them: lower case, accents removed, two characters or
 * more (one in scripts without spaces, where a character is often a word), at most MAX_WORD.
 */
export function indexWords(text: string): string[] {
  const lower = text.toLowerCase();
  // eslint-disable-next-line no-control-regex
  if (!/[^\x00-\x7f]/.test(lower)) return (lower.match(ASCII_WORD) ?? []).filter((w) => w.length <= MAX_WORD);
  const out: string[] = [];
  for (const run of lower.match(/[\p{L}\p{N}\p{M}]+/gu) ?? []) {
    if (!UNSPACED.test(run)) {
      plainWords(run, 2, out);
      continue;
    }
    segmenter ??= new Intl.Segmenter("en", { granularity: "word" });
    for (const piece of segmenter.segment(run)) if (piece.isWordLike) plainWords(piece.segment, 1, out);
  }
  return out;
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

/** Marks a stem's entry in the index ("~renov"); words never hold it. */
export const STEM = "~";

const stemTerms = new Map<string, string>();
/** A word's stem entry, `~stem`, remembered like the stem. */
function stemTerm(word: string): string {
  let term = stemTerms.get(word);
  if (term === undefined) {
    term = STEM + stemOf(word);
    if (stemTerms.size < 200_000) stemTerms.set(word, term);
  }
  return term;
}

/**
 * What the index lists for a text: each word, and each word's stem as `~stem` ("renovated",
 * "renovation" and "renovating" are all `~renov`; "happy" and "happiness" are both `~happi`).
 */
export function indexTerms(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of indexWords(text)) {
    if (out.has(word)) continue;
    out.add(word);
    out.add(stemTerm(word));
  }
  return out;
}

/**
 * What each typed word matches: every indexed word starting with it as typed (a word half
 * typed, "renovati", finds "renovation") and every word with the same stem (word forms:
 * "kitchens" finds "kitchen", "renovating" finds "renovated", "happiness" finds "happy").
 */
export function queryTerms(query: string): { prefix: string; stem: string }[] {
  const out = new Map<string, { prefix: string; stem: string }>();
  for (const word of indexWords(query)) out.set(word, { prefix: word, stem: stemTerm(word) });
  return [...out.values()];
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

/** The shard an exact term is in: the one of the longest prefix it starts with (-1: none). */
export function shardOf(term: string, shards: readonly string[]): number {
  let longest = -1;
  shards.forEach((key, i) => {
    if (term.startsWith(key) && (longest < 0 || key.length > shards[longest]!.length)) longest = i;
  });
  return longest;
}

/**
 * Splits sorted words into shards of at most ~SHARD_BYTES each (by the size `size` gives a word's
 * entry): a prefix whose words are too many is split by the next letter; its words that are the
 * prefix itself stay in its own shard. Returns [prefix, words] pairs.
 */
export function splitShards(words: readonly string[], size: (word: string) => number, prefix = ""): [string, string[]][] {
  const total = words.reduce((n, w) => n + size(w), 0);
  // One word too large for a shard is a shard of its own, whatever its length.
  if (total <= SHARD_BYTES || words.length === 1 || words.every((w) => w.length <= prefix.length)) return words.length ? [[prefix, [...words]]] : [];
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
