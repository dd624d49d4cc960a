/**
 * The blog search's index (decision 133): every snapshot post's words (title, excerpt and body)
 * and categories (decision 135), in shards by their first letters, and each post's card in a file of its own, written to
 * build/client/_search/<version>/ with the manifest at /_data/search.json. The format is
 * app/features/collections/search-index.ts, which the browser reads with the same code.
 *
 * It is made from the snapshot, not from the pages, so it is written while the pages render,
 * on every build (no cache to go stale); only the files that differ from the last build's are
 * written (writeFiles).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { categoryTerm, encodePostings, indexTerms, SEARCH_FILES, SEARCH_MANIFEST, shardFile, splitShards, type SearchManifest } from "../../app/features/collections/search-index";
import { pageCacheDir } from "../../app/content/environment.server";
import { openFileStore, storeName } from "./file-store";
import { writeFile } from "./files";
import { mediaRefs } from "./page-cache";
import { postTermsKey, readTermsCache, SEARCH_TERMS_FILE, writeTermsCache } from "./search-terms-cache";

export interface SearchIndexSummary {
  posts: number;
  words: number;
  shards: number;
  /** Files of the index (shards, cards and the manifest) and their bytes, uncompressed. */
  files: number;
  bytes: number;
  /** Files this build put in place (links to the file store, or the manifest written); the others were left as the last build put them. */
  written: number;
  /** Posts whose terms came from the word cache (./search-terms-cache.ts); the others were read again. */
  cachedPosts: number;
  /** Seconds it took to make, in the process that made it (the main process, or React Router's worker: decision 162). */
  seconds: number;
  /** The processed images and snapshot media its files name (the cards' images), for the media copy. */
  media: Set<string>;
  /** What the build's log should say of it (a worker's own warnings would not reach the log). */
  notes: string[];
}

/**
 * What the last build wrote (`search-files.json` beside build/client, not deployed): its folder,
 * and per file its digest and what the file system said of it then (size, times, inode). A file
 * whose digest is the same and whose stat is unchanged is left as it is: at 10,000 posts writing
 * 11,000 files cost ~5 s of every rebuild; a changed post changes its card and a few shards.
 */
interface FilesState {
  out: string;
  version: string;
  files: Record<string, [digest: string, size: number, mtimeMs: number, ctimeMs: number, ino: number]>;
}

/** Where the record of the last build's index files is, for the site built into `out` (beside it, not deployed). */
export const searchFilesRecord = (out: string) => path.join(path.resolve(out), "..", "search-files.json");
const stateFile = searchFilesRecord;

function readState(out: string): FilesState | null {
  try {
    const state = JSON.parse(fs.readFileSync(stateFile(out), "utf8")) as FilesState;
    if (state.out !== path.resolve(out) || typeof state.version !== "string" || !/^[0-9a-f]{16}$/.test(state.version) || typeof state.files !== "object" || state.files === null) return null;
    return state;
  } catch {
    return null;
  }
}

const stat = (file: string) => {
  const st = fs.statSync(file);
  return [st.size, st.mtimeMs, st.ctimeMs, st.ino] as const;
};

/**
 * Writes the index of the snapshot's posts into `out`. `termsFile`: the word cache (by default in
 * the page cache's folder), read for the posts whose title, excerpt and body are unchanged and
 * written again with this build's posts.
 */
export async function writeSearchIndex(out: string, termsFile = path.join(pageCacheDir(), SEARCH_TERMS_FILE)): Promise<SearchIndexSummary> {
  const { blogSearchRecords, searchText } = await import("../../app/features/collections/search-records.server");
  const started = performance.now();
  const records = await blogSearchRecords();
  // Records come newest first; ranks count from the oldest (0), so a post published later takes
  // the next rank and no other card file changes.
  const rankOf = (i: number) => records.length - 1 - i;
  const cached = readTermsCache(termsFile);
  // Terms by number: the cache's, then any new ones; each number's ranks, ascending.
  const terms: string[] = cached ? [...cached.terms] : [];
  const numberOf = new Map(terms.map((t, i) => [t, i]));
  const ranks: number[][] = terms.map(() => []);
  const postTerms = new Map<string, ArrayLike<number>>();
  const categories = new Map<string, number[]>();
  let cachedPosts = 0;
  for (let i = records.length - 1; i >= 0; i--) {
    const record = records[i]!;
    const key = postTermsKey(record.card.title, record.excerpt, record.content);
    let list = postTerms.get(key);
    const at = list ? undefined : cached?.posts.get(key);
    if (at) list = cached!.numbers.subarray(at[0], at[0] + at[1]);
    if (list) cachedPosts++;
    else {
      const numbers: number[] = [];
      for (const term of indexTerms(searchText(record))) {
        let n = numberOf.get(term);
        if (n === undefined) {
          n = terms.push(term) - 1;
          numberOf.set(term, n);
          ranks.push([]);
        }
        numbers.push(n);
      }
      list = numbers;
    }
    postTerms.set(key, list);
    const rank = rankOf(i);
    for (let j = 0; j < list.length; j++) ranks[list[j]!]!.push(rank);
    // Its categories, for /blog?category= (not in the word cache: they are no words of its text).
    // A category named twice is listed once (a rank twice would make the list undecodable).
    addPostings(categories, new Set(record.card.categories.map(categoryTerm)), rank);
  }
  const postings = new Map<string, number[]>(categories);
  for (let n = 0; n < terms.length; n++) if (ranks[n]!.length) postings.set(terms[n]!, ranks[n]!);
  const shards = indexShards(postings);
  const cards = records.map((record, i): [string, string] => [`c/${rankOf(i)}.json`, JSON.stringify(record.card)]);
  // Each file with the digest of its bytes, made once: for the folder's name, for writeFiles and
  // as its entry's name in the file store.
  const files = [...shards.map(([prefix, body]): [string, string] => [shardFile(prefix), body]), ...cards].map(([name, body]): IndexFile => [name, body, storeName(body)]);
  // The folder is named by what is in it: a page never mixes two builds' shards and cards.
  const hash = crypto.createHash("sha256");
  for (const [name, , digest] of files) hash.update(`${name}\0${digest}\0`);
  const version = hash.digest("hex").slice(0, 16);
  const written = writeFiles(out, version, files);
  const manifest: SearchManifest = { version, posts: records.length, shards: shards.map(([prefix]) => prefix) };
  const json = JSON.stringify(manifest);
  writeFile(path.join(out, SEARCH_MANIFEST), json);
  const notes: string[] = [];
  if (cachedPosts < records.length || !cached || cached.posts.size !== postTerms.size) {
    try {
      writeTermsCache(termsFile, terms, postTerms);
    } catch (err) {
      // The cache only saves the next build time (a full or read-only disk): the index is written.
      notes.push(`the search index's word cache could not be written (${err instanceof Error ? err.message.split("\n")[0] : err}); the next build reads every post again`);
    }
  }
  const bytes = files.reduce((n, [, body]) => n + Buffer.byteLength(body), Buffer.byteLength(json));
  // The cards name their images; the shards name none.
  const media = new Set<string>();
  for (const [, body] of cards) for (const ref of mediaRefs(body)) media.add(ref);
  return { posts: records.length, words: postings.size - categories.size, shards: shards.length, files: files.length + 1, bytes, written: written + 1, cachedPosts, seconds: (performance.now() - started) / 1000, media, notes };
}

/** Adds a post's terms to the posting lists (ranks are added in ascending order). */
export function addPostings(postings: Map<string, number[]>, terms: Iterable<string>, rank: number) {
  for (const term of terms) {
    const list = postings.get(term);
    if (list) list.push(rank);
    else postings.set(term, [rank]);
  }
}

/** The posting lists as shards: each shard's prefix and its JSON (term → encoded list). */
export function indexShards(postings: ReadonlyMap<string, number[]>): [prefix: string, body: string][] {
  const encoded = new Map([...postings].map(([term, ranks]) => [term, encodePostings(ranks)]));
  const terms = [...encoded.keys()].sort();
  // A term's share of its shard's JSON: `"term":"postings",`.
  return splitShards(terms, (t) => t.length + encoded.get(t)!.length + 6).map(([prefix, inShard]) => [prefix, JSON.stringify(Object.fromEntries(inShard.map((t) => [t, encoded.get(t)!])))]);
}

/**
 * Puts `files` in `out`/_search/`version`/: the last build's folder is renamed to the new version
 * and only what differs from what it wrote (or was touched since) is put there, as a hard link to
 * its bytes kept in the page cache's folder (./file-store.ts); anything else under _search/ is
 * removed. Without a usable record of the last build, every file is put there.
 */
/** A file of the index: its name in the version folder, its bytes and their digest (`storeName`). */
type IndexFile = [name: string, body: string, digest: string];

function writeFiles(out: string, version: string, files: IndexFile[]): number {
  const store = openFileStore("search");
  const base = path.join(out, SEARCH_FILES);
  const dir = path.join(base, version);
  const last = readState(out);
  const kept = last && fs.existsSync(path.join(base, last.version)) ? last : null;
  // A build stopped half way leaves no record: the next one writes every file.
  fs.rmSync(stateFile(out), { force: true });
  for (const entry of fs.existsSync(base) ? fs.readdirSync(base) : []) if (entry !== kept?.version) fs.rmSync(path.join(base, entry), { recursive: true, force: true });
  if (kept && kept.version !== version) fs.renameSync(path.join(base, kept.version), dir);
  for (const sub of ["s", "c"]) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  const next: FilesState["files"] = {};
  let written = 0;
  for (const [name, body, digest] of files) {
    const target = path.join(dir, name);
    const before = kept?.files[name];
    let now: readonly [number, number, number, number] | null = null;
    if (before && before[0] === digest) {
      try {
        const st = stat(target);
        if (st.every((v, i) => v === before[i + 1])) now = st;
      } catch {
        /* gone: written below */
      }
    }
    if (!now) {
      // A link to the file's entry in the page cache's folder (./file-store.ts, decision 145).
      store.place(target, body, digest);
      written++;
      now = stat(target);
    } else store.use(digest);
    next[name] = [digest, ...now];
  }
  store.save();
  // Files the index no longer has (a post removed, shards split another way), or added by hand.
  for (const sub of ["s", "c"]) for (const name of fs.readdirSync(path.join(dir, sub))) if (!(`${sub}/${name}` in next)) fs.rmSync(path.join(dir, sub, name), { recursive: true, force: true });
  const state: FilesState = { out: path.resolve(out), version, files: next };
  fs.writeFileSync(stateFile(out), JSON.stringify(state));
  return written;
}
