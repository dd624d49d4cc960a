/**
 * The blog search's index (decision 133): every snapshot post's words (title, excerpt and body),
 * in shards by their first letters, and each post's card in a file of its own, written to
 * build/client/_search/<version>/ with the manifest at /_data/search.json. The format is
 * app/features/collections/search-index.ts, which the browser reads with the same code.
 *
 * It is made from the snapshot, not from the pages, so it is written while the pages render;
 * at 10,000 posts it takes a second or two, so it is made on every build (no cache to go stale).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { encodePostings, indexTerms, SEARCH_FILES, SEARCH_MANIFEST, splitShards, type SearchManifest } from "../../app/features/collections/search-index";
import { writeFile } from "./files";

export interface SearchIndexSummary {
  posts: number;
  words: number;
  shards: number;
  /** Files written (shards, cards and the manifest) and their bytes, uncompressed. */
  files: number;
  bytes: number;
}

export async function writeSearchIndex(out: string): Promise<SearchIndexSummary> {
  const { blogSearchRecords } = await import("../../app/features/collections/search-records.server");
  const records = await blogSearchRecords();
  // Ranks are the records' order: newest first.
  const postings = new Map<string, number[]>();
  records.forEach((record, rank) => {
    for (const word of indexTerms(record.text)) {
      const list = postings.get(word);
      if (list) list.push(rank);
      else postings.set(word, [rank]);
    }
  });
  const encoded = new Map([...postings].map(([word, ranks]) => [word, encodePostings(ranks)]));
  const words = [...encoded.keys()].sort();
  // A word's share of its shard's JSON: `"word":"postings",`.
  const shards = splitShards(words, (w) => w.length + encoded.get(w)!.length + 6);
  const files: [string, string][] = [
    ...shards.map(([, inShard], i): [string, string] => [`s/${i}.json`, JSON.stringify(Object.fromEntries(inShard.map((w) => [w, encoded.get(w)!])))]),
    ...records.map((record, rank): [string, string] => [`c/${rank}.json`, JSON.stringify(record.card)]),
  ];
  // The folder is named by what is in it: a page never mixes two builds' shards and cards.
  const hash = crypto.createHash("sha256");
  for (const [name, body] of files) hash.update(`${name}\0${body}\0`);
  const version = hash.digest("hex").slice(0, 16);
  const base = path.join(out, SEARCH_FILES);
  fs.rmSync(base, { recursive: true, force: true });
  for (const sub of ["s", "c"]) fs.mkdirSync(path.join(base, version, sub), { recursive: true });
  let bytes = 0;
  for (const [name, body] of files) {
    fs.writeFileSync(path.join(base, version, name), body);
    bytes += Buffer.byteLength(body);
  }
  const manifest: SearchManifest = { version, posts: records.length, shards: shards.map(([prefix]) => prefix) };
  const json = JSON.stringify(manifest);
  writeFile(path.join(out, SEARCH_MANIFEST), json);
  return { posts: records.length, words: words.length, shards: shards.length, files: files.length + 1, bytes: bytes + Buffer.byteLength(json) };
}
