/**
 * The blog search's first-search bytes (issue 25, decision 133): a built site served by npm start,
 * /blog opened in Chromium, one query typed; every response from the site after the first
 * keystroke is summed as sent (encoded body plus headers). The index's share (manifest, shards and
 * cards) is also given apart. The CMS host is blocked, so the live `search=` call is not counted
 * (it is WordPress's bytes).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright";
import { serve } from "../serve";
import { chromiumPath } from "../../app/content/environment.server";
import { SEARCH_FILES, SEARCH_MANIFEST } from "../../app/features/collections/search-index";

/**
 * What is typed: a word in half the generated posts (5,001 of 10,000: more than the 27 cards
 * shown, so every card file is fetched), a word of one committed post's title (repeated in the
 * generated copies), and a word no post has.
 */
export const SEARCH_QUERIES = ["kitchen", "garden", "zqxjvwk"];

/**
 * A copy of the built site `from` with the search index of `content`'s posts (the build's own
 * step, run with CONTENT_DIR), for the search figures without a whole build. Prints the step's time.
 */
export async function searchBundleOver(from: string, content: string, to: string): Promise<string> {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
  const started = Date.now();
  const step = `import("./scripts/build/search-index.ts").then((m) => m.writeSearchIndex(${JSON.stringify(to)})).then((r) => console.log(JSON.stringify(r)))`;
  const run = spawnSync(process.execPath, ["--import", "tsx", "-e", step], { env: { ...process.env, CONTENT_DIR: content }, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`The search index failed:\n${run.stderr}`);
  const r = JSON.parse(run.stdout.trim().split("\n").pop()!) as { posts: number; words: number; shards: number; files: number; bytes: number };
  console.log(`  search index: ${r.posts} posts, ${r.words} words in ${r.shards} shards, ${r.files} files, ${(r.bytes / 1024 / 1024).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s (cards, images and indexing)`);
  return to;
}

export interface FirstSearch {
  query: string;
  bytes: number;
  indexBytes: number;
  requests: number;
  cards: number;
}

const isIndexFile = (pathname: string) => pathname === SEARCH_MANIFEST || pathname.startsWith(SEARCH_FILES);

export async function firstSearchBytes(dir: string, port: number, queries: string[]): Promise<FirstSearch[]> {
  const server = await serve({ dir, port });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", "--disable-gpu"] });
  const out: FirstSearch[] = [];
  try {
    for (const query of queries) {
      const page = await browser.newPage();
      const origin = `http://127.0.0.1:${port}`;
      await page.route((url) => url.origin !== origin, (route) => route.abort("blockedbyclient"));
      await page.goto(`${origin}/blog`);
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
      const sizes: Promise<{ url: string; n: number }>[] = [];
      // Card images are left out: they are the cards' pictures, not the search's cost.
      page.context().on("requestfinished", (req) => {
        if (!req.url().startsWith(origin) || req.resourceType() === "image") return;
        sizes.push(req.sizes().then((s) => ({ url: req.url(), n: s.responseBodySize + s.responseHeadersSize })));
      });
      await page.getByRole("searchbox").fill(query);
      await page.getByRole("status").filter({ hasText: `for "${query}"` }).waitFor();
      // The archive's answer and its fragments arrive after the message (the cards on screen are
      // filtered at once): wait until nothing new has been asked for 3 s.
      for (let seen = -1; seen !== sizes.length; ) {
        seen = sizes.length;
        await page.waitForTimeout(3000);
      }
      const done = await Promise.all(sizes);
      const cards = await page.getByRole("main").getByRole("listitem").getByRole("article").count();
      out.push({
        query,
        bytes: done.reduce((n, s) => n + s.n, 0),
        indexBytes: done.filter((s) => isIndexFile(new URL(s.url).pathname)).reduce((n, s) => n + s.n, 0),
        requests: done.length,
        cards,
      });
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return out;
}

export function printFirstSearch(label: string, rows: FirstSearch[]): void {
  for (const r of rows) {
    console.log(
      `  ${label}, first search "${r.query}": ${(r.bytes / 1024).toFixed(1)} KB in ${r.requests} requests (the index ${(r.indexBytes / 1024).toFixed(1)} KB), ${r.cards} cards`,
    );
  }
}
