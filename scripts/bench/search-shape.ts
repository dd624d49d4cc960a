/**
 * The search index's shape for an archive whose words are not the bench's 14 repeated texts
 * (decision 133): 10,000 posts of 450 words drawn from a Zipf-distributed vocabulary of 40,000
 * made-up words (each with its stem, as the build lists words), indexed with the build's own format code. Prints the shard count, the manifest's
 * size and what typing a common, a middling and a rare word loads. Figures, not a test.
 */
import zlib from "node:zlib";
import { indexTerms, queryTerms, shardOf, shardsFor } from "../../app/features/collections/search-index";
import { addPostings, indexShards } from "../build/search-index";

export function printIndexShape(posts = 10_000, wordsPerPost = 450, vocabulary = 40_000): void {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  // Skewed letters, as real words start more often with some letters than others.
  const vocab = [...new Set(Array.from({ length: vocabulary }, () => Array.from({ length: 3 + Math.floor(Math.random() * 8) }, () => letters[Math.floor(Math.random() ** 1.5 * 26)]).join("")))];
  const weights = vocab.map((_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const cdf: number[] = [];
  let acc = 0;
  for (const w of weights) cdf.push((acc += w / total));
  const pick = () => {
    const r = Math.random();
    let lo = 0;
    let hi = cdf.length - 1;
    while (lo < hi) {
      const m = (lo + hi) >> 1;
      if (cdf[m]! < r) lo = m + 1;
      else hi = m;
    }
    return vocab[lo]!;
  };
  const postings = new Map<string, number[]>();
  for (let rank = 0; rank < posts; rank++) {
    const seen = new Set<string>();
    // Each word and its stem, as the build lists them.
    for (let k = 0; k < wordsPerPost; k++) for (const term of indexTerms(pick())) seen.add(term);
    addPostings(postings, seen, rank);
  }
  const shards = indexShards(postings);
  const keys = shards.map(([k]) => k);
  const gz = shards.map(([, body]) => zlib.gzipSync(body).length);
  const manifest = JSON.stringify({ version: "0123456789abcdef", posts, shards: keys });
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `  a Zipf archive of ${posts.toLocaleString("en")} posts: ${postings.size.toLocaleString("en")} words in ${shards.length} shards (gzip mean ${kb(gz.reduce((a, b) => a + b, 0) / gz.length)}, largest ${kb(Math.max(...gz))}); manifest ${kb(zlib.gzipSync(manifest).length)} gzip`,
  );
  for (const [label, word] of [["the commonest word", vocab[0]!], ["the 50th", vocab[50]!], ["the 2,000th", vocab[2000]!], ["a rare word", vocab[vocab.length - 10]!]] as const) {
    const ids = new Set(queryTerms(word).flatMap(({ prefix, stem }) => [...shardsFor(prefix, keys), shardOf(stem, keys)].filter((i) => i >= 0)));
    console.log(`    typing ${label} ("${word}", in ${postings.get(word)?.length ?? 0} posts) loads ${ids.size} shard(s), ${kb([...ids].reduce((n, i) => n + gz[i]!, 0))} gzip`);
  }
}
