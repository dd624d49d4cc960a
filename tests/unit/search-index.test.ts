import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { writeSearchIndex } from "../../scripts/build/search-index";
import { readTermsCache, SEARCH_TERMS_FILE, writeTermsCache } from "../../scripts/build/search-terms-cache";
import { headersFor } from "../../scripts/lib/security";
import { decodePostings, encodePostings, indexWords, MAX_WORD, queryTerms, SEARCH_MANIFEST, SHARD_BYTES, shardFile, shardOf, shardPath, shardsFor, splitShards } from "../../app/features/collections/search-index";

/**
 * The blog archive's search (decision 133): the build's index of a content folder read back by
 * the browser's own code (archive-search.ts), its fetches answered from the built files.
 */
type Post = Record<string, unknown> & { id: number; slug: string; date: string; title: string; excerpt: string; content: string };

let dir: string;
let content: string;
let out: string;
const saved = { CONTENT_DIR: process.env.CONTENT_DIR, CONTENT_NO_CACHE: process.env.CONTENT_NO_CACHE, PAGE_CACHE_DIR: process.env.PAGE_CACHE_DIR };
const asked: string[] = [];
/** The `cache` option of each request, by URL (the retry after a redeploy must not take the browser's cached manifest). */
const cacheModes: (string | undefined)[] = [];
/** What a missing file gets: a 404, or (a host that answers every path with its page) HTML with 200. */
let missing: "404" | "html" = "404";
const committed = JSON.parse(fs.readFileSync(path.resolve("content/cms/posts.json"), "utf8")) as Post[];

/** Posts made from the committed ones (their images and authors), with the texts these tests search. */
function post(i: number, date: string, title: string, body: string): Post {
  return { ...committed[i]!, id: 900 + i, slug: `post-${i}`, date, modified: date, title, excerpt: `<p>${title}.</p>`, content: `<p>${body}</p>`, link: `https://cms.example.com/post-${i}/` };
}
// Newest first, as the snapshot keeps them.
const POSTS = [
  post(1, "2026-03-01T09:00:00", "Kitchen work", "We renovated the kitchens in Westmount. Objects: constructor, __proto__ and toString."),
  post(2, "2026-02-01T09:00:00", "Tile notes", `A renovation of a kitchen, with <strong>café</strong> tiles from a Straße in Köln. 今日は東京タワーに行った。 ${"x".repeat(25_000)}`),
  post(0, "2026-01-05T09:00:00", "Old garden studio", "Happy clients and a backyard studio."),
];

function writePosts(posts: Post[]) {
  fs.writeFileSync(path.join(content, "cms", "posts.json"), JSON.stringify(posts));
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"));
  content = path.join(dir, "content");
  out = path.join(dir, "client");
  fs.cpSync(path.resolve("content"), content, { recursive: true, filter: (src) => !src.startsWith(path.resolve("content/media")) });
  fs.symlinkSync(path.resolve("content/media"), path.join(content, "media"));
  // The search index's word cache goes in the page cache's folder: this test's own.
  Object.assign(process.env, { CONTENT_DIR: content, CONTENT_NO_CACHE: "1", PAGE_CACHE_DIR: path.join(dir, "page-cache") });
  writePosts(POSTS);
  // The browser's fetch, answered from the built files as a static host would.
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    if (init?.signal?.aborted) throw new DOMException("The operation was aborted.", "AbortError");
    asked.push(url);
    cacheModes.push(init?.cache);
    const file = path.join(out, decodeURIComponent(url));
    if (!file.startsWith(out) || !fs.existsSync(file)) return missing === "404" ? new Response("Not found", { status: 404 }) : new Response("<!DOCTYPE html><p>Home</p>", { status: 200, headers: { "Content-Type": "text/html" } });
    return new Response(fs.readFileSync(file), { status: 200, headers: { "Content-Type": "application/json" } });
  });
});

afterAll(() => {
  vi.unstubAllGlobals();
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  asked.length = 0;
  cacheModes.length = 0;
  missing = "404";
  vi.resetModules();
});

/** The browser module, fresh (nothing loaded yet), as on a page's first search. */
const browser = () => import("../../app/features/collections/archive-search");
const titles = (r: { cards: { title: string }[] }) => r.cards.map((c) => c.title);

describe("the archive index, searched as the browser searches it", () => {
  it("writes the manifest, the shards and one card file per post", async () => {
    const made = await writeSearchIndex(out);
    expect(made.posts).toBe(3);
    const manifest = JSON.parse(fs.readFileSync(path.join(out, SEARCH_MANIFEST), "utf8")) as { version: string; posts: number; shards: string[] };
    expect(manifest.posts).toBe(3);
    expect(fs.readdirSync(path.join(out, "_search", manifest.version, "c")).sort()).toEqual(["0.json", "1.json", "2.json"]);
    // Ranks count from the oldest: the newest of three is 2.
    expect(JSON.parse(fs.readFileSync(path.join(out, "_search", manifest.version, "c", "2.json"), "utf8"))).toMatchObject({ title: "Kitchen work", href: "/blog/post-1" });
    expect(JSON.parse(fs.readFileSync(path.join(out, "_search", manifest.version, "c", "0.json"), "utf8"))).toMatchObject({ title: "Old garden studio" });
  });

  it("finds a word only a body has, and loads only the manifest, its shard and the cards shown", async () => {
    const r = await (await browser()).searchArchive("Westmount");
    expect(titles(r)).toEqual(["Kitchen work"]);
    expect(r.total).toBe(1);
    expect(asked.filter((u) => u.includes("/s/"))).toHaveLength(1);
    expect(asked.filter((u) => u.includes("/c/"))).toEqual([expect.stringMatching(/\/c\/2\.json$/)]);
    expect(asked.filter((u) => u === SEARCH_MANIFEST)).toHaveLength(1);
  });

  it("finds word forms, half-typed words and accents, newest first", async () => {
    const { searchArchive } = await browser();
    expect(titles(await searchArchive("kitchen"))).toEqual(["Kitchen work", "Tile notes"]);
    expect(titles(await searchArchive("kitchens"))).toEqual(["Kitchen work", "Tile notes"]);
    expect(titles(await searchArchive("RENOVATING"))).toEqual(["Kitchen work", "Tile notes"]);
    expect(titles(await searchArchive("renovati"))).toEqual(["Tile notes"]);
    expect(titles(await searchArchive("cafe"))).toEqual(["Tile notes"]);
    expect(titles(await searchArchive("Café"))).toEqual(["Tile notes"]);
    expect(titles(await searchArchive("happiness"))).toEqual(["Old garden studio"]);
    expect(titles(await searchArchive("STRASSE koln"))).toEqual(["Tile notes"]);
    expect(titles(await searchArchive("東京"))).toEqual(["Tile notes"]);
  });

  it("a short word is not cut down to its stem's first letters: gas does not find garden", async () => {
    const { searchArchive } = await browser();
    expect(await searchArchive("gas")).toEqual({ cards: [], total: 0 });
    expect(titles(await searchArchive("gard"))).toEqual(["Old garden studio"]);
  });

  it("requires every word, caps the cards and still counts every match", async () => {
    const { searchArchive } = await browser();
    expect(await searchArchive("kitchen garden")).toEqual({ cards: [], total: 0 });
    expect(titles(await searchArchive("garden studio"))).toEqual(["Old garden studio"]);
    asked.length = 0;
    const capped = await searchArchive("kitchen", 1);
    expect(titles(capped)).toEqual(["Kitchen work"]);
    expect(capped.total).toBe(2);
    // Only the card shown is fetched.
    expect(asked.filter((u) => u.includes("/c/"))).toEqual([expect.stringMatching(/\/c\/2\.json$/)]);
  });

  it("a blank or one-letter query asks for nothing; a word nothing has finds nothing", async () => {
    const { searchArchive } = await browser();
    expect(await searchArchive("   ")).toEqual({ cards: [], total: 0 });
    expect(asked).toEqual([]);
    expect(await searchArchive("a")).toEqual({ cards: [], total: 0 });
    expect(asked.filter((u) => u.includes("/s/") || u.includes("/c/"))).toEqual([]);
    expect(await searchArchive("zqxjvwk")).toEqual({ cards: [], total: 0 });
  });

  it("words that name Object's properties are words like any other", async () => {
    const { searchArchive } = await browser();
    expect(titles(await searchArchive("constructor"))).toEqual(["Kitchen work"]);
    expect(titles(await searchArchive("proto"))).toEqual(["Kitchen work"]);
    expect(titles(await searchArchive("tostring"))).toEqual(["Kitchen work"]);
    expect(await searchArchive("hasOwnProperty")).toEqual({ cards: [], total: 0 });
    expect(await searchArchive("__defineGetter__ valueOf")).toEqual({ cards: [], total: 0 });
  });

  it("after a new deploy replaced the files, reads the new manifest once and finds the new post", async () => {
    const { searchArchive } = await browser();
    expect(titles(await searchArchive("kitchen"))).toEqual(["Kitchen work", "Tile notes"]);
    writePosts([post(3, "2026-04-01T09:00:00", "Newest", "A quokkawood kitchen."), ...POSTS]);
    await writeSearchIndex(out);
    asked.length = 0;
    expect(titles(await searchArchive("kitchen"))).toEqual(["Newest", "Kitchen work", "Tile notes"]);
    expect(asked.filter((u) => u === SEARCH_MANIFEST)).toHaveLength(1);
    expect(titles(await searchArchive("quokkawood"))).toEqual(["Newest"]);
    writePosts(POSTS);
    await writeSearchIndex(out);
  });

  it("a new deploy on a host that answers a gone file with its home page (200, HTML): the new manifest is read, past the browser's cache", async () => {
    const { searchArchive } = await browser();
    expect(titles(await searchArchive("kitchen"))).toEqual(["Kitchen work", "Tile notes"]);
    writePosts([post(3, "2026-04-01T09:00:00", "Newest", "A quokkawood kitchen."), ...POSTS]);
    await writeSearchIndex(out);
    missing = "html";
    asked.length = 0;
    cacheModes.length = 0;
    expect(titles(await searchArchive("kitchen"))).toEqual(["Newest", "Kitchen work", "Tile notes"]);
    expect(cacheModes[asked.indexOf(SEARCH_MANIFEST)]).toBe("no-cache");
    writePosts(POSTS);
    await writeSearchIndex(out);
  });

  it("a search typed past is cancelled: no card is fetched for it", async () => {
    const { searchArchive } = await browser();
    const typedPast = new AbortController();
    typedPast.abort();
    await expect(searchArchive("kitchen", 27, typedPast.signal)).rejects.toThrow(/abort/i);
    expect(asked.filter((u) => u.includes("/c/"))).toEqual([]);
  });

  it("a manifest that claims more posts than any archive has is refused", async () => {
    const file = path.join(out, SEARCH_MANIFEST);
    const good = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(good), posts: 5e8 }));
    const { searchArchive } = await browser();
    await expect(searchArchive("kitchen")).rejects.toThrow(`${SEARCH_MANIFEST} is not a search manifest`);
    fs.writeFileSync(file, good);
  });

  it("words longer than MAX_WORD are not indexed, and a build with one of 25,000 letters goes through", async () => {
    const { searchArchive } = await browser();
    expect(await searchArchive("x".repeat(MAX_WORD + 1))).toEqual({ cards: [], total: 0 });
    expect(indexWords(`a ${"y".repeat(MAX_WORD)} ${"z".repeat(MAX_WORD + 1)}`)).toEqual(["y".repeat(MAX_WORD)]);
  });

  it("a damaged card or shard is left out, never shown; a card may only link to a page of the site", async () => {
    await writeSearchIndex(out);
    const manifest = JSON.parse(fs.readFileSync(path.join(out, SEARCH_MANIFEST), "utf8")) as { version: string; shards: string[] };
    const card = path.join(out, "_search", manifest.version, "c", "2.json");
    const good = JSON.parse(fs.readFileSync(card, "utf8")) as Record<string, unknown>;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { searchArchive } = await browser();
    for (const bad of [{ href: "javascript:alert(1)" }, { href: "//evil.example/x" }, { href: "/\\evil.example" }, { image: null }, { title: 5 }]) {
      fs.writeFileSync(card, JSON.stringify({ ...good, ...bad }));
      expect(titles(await searchArchive("kitchen")), JSON.stringify(bad)).toEqual(["Tile notes"]);
    }
    expect(warn).toHaveBeenCalledWith("A search result without a card was left out.", expect.anything());
    warn.mockRestore();
    fs.writeFileSync(card, JSON.stringify(good));
    expect(titles(await searchArchive("kitchen"))).toEqual(["Kitchen work", "Tile notes"]);
    const shard = path.join(out, shardPath(manifest.version, manifest.shards[shardOf("kitchen", manifest.shards)]!));
    fs.writeFileSync(shard, JSON.stringify({ kitchen: "zz.-1.x!", kitchens: 7, "~kitchen": "-2" }));
    expect(await searchArchive("kitchen")).toEqual({ cards: [], total: 0 });
  });
});

describe("a blog category's posts, read from the index as /blog?category= reads them (decision 135)", () => {
  // 25 posts in category 12 (every third also in 40; one names 12 twice), newest first; their texts never say "12".
  const inCategory = Array.from({ length: 25 }, (_, i) => ({ ...post(i % 3, `2026-0${1 + Math.floor(i / 10)}-${String(28 - (i % 10)).padStart(2, "0")}T09:00:00`, `Category post ${String.fromCharCode(97 + i)}`, i % 2 ? "A kitchen remodel." : "A garden room."), id: 2000 + i, slug: `cat-${i}`, categories: i === 1 ? [12, 12] : i % 3 ? [12] : [12, 40] }));
  const posts = () => [...inCategory].sort((a, b) => (a.date < b.date ? 1 : -1));
  const other = post(1, "2026-06-01T09:00:00", "Outside the category", "A kitchen in Laval.");

  beforeAll(async () => {
    writePosts([{ ...other, categories: [40] }, ...posts()]);
    await writeSearchIndex(out);
  });
  afterAll(() => writePosts(POSTS));

  it("pages through a category newest first, with its total, loading the manifest, one shard and only the cards shown", async () => {
    const { categoryArchive } = await browser();
    const newest = posts().map((p) => p.title);
    const first = await categoryArchive(12, 0, 9);
    expect(titles(first)).toEqual(newest.slice(0, 9));
    expect(first.total).toBe(25);
    expect(asked.filter((u) => u === SEARCH_MANIFEST)).toHaveLength(1);
    expect(asked.filter((u) => u.includes("/s/"))).toHaveLength(1);
    expect(asked.filter((u) => u.includes("/c/"))).toHaveLength(9);
    expect(asked.some((u) => u.startsWith("/_data/") && u !== SEARCH_MANIFEST)).toBe(false);
    expect(titles(await categoryArchive(12, 18, 9))).toEqual(newest.slice(18));
    expect(titles(await categoryArchive(40, 0, 27))).toEqual(["Outside the category", ...posts().filter((p) => p.categories.includes(40)).map((p) => p.title)]);
    expect(await categoryArchive(999, 0, 9)).toEqual({ cards: [], total: 0, next: 0 });
  });

  /** A deploy between two pages: the index rebuilt from `list` (the category's posts and one other), then put back. */
  const deployed = async (list: Post[], then: () => Promise<void>) => {
    try {
      writePosts([{ ...other, categories: [40] }, ...list].sort((a, b) => (a.date < b.date ? 1 : -1)));
      await writeSearchIndex(out);
      asked.length = 0;
      await then();
    } finally {
      writePosts([{ ...other, categories: [40] }, ...posts()]);
      await writeSearchIndex(out);
    }
  };
  const lastOf = (page: { cards: { id: number; dateTime: string }[] }) => ({ id: page.cards.at(-1)!.id, dateTime: page.cards.at(-1)!.dateTime });

  it("the next page starts after the last card shown: with the index unchanged, where the page before ended, the manifest read once", async () => {
    const { categoryArchive } = await browser();
    const newest = posts().map((p) => p.title);
    const first = await categoryArchive(12, 0, 9);
    expect(first.next).toBe(9);
    asked.length = 0;
    const second = await categoryArchive(12, first.next, 9, undefined, lastOf(first));
    expect(titles(second)).toEqual(newest.slice(9, 18));
    expect([second.next, second.total]).toEqual([18, 25]);
    // The manifest as it was; the category's shard and the last card shown read again (the browser's cache answers: they are immutable), then the page's 9 cards, and no search among them.
    expect(asked.filter((u) => u === SEARCH_MANIFEST)).toEqual([]);
    expect(asked.filter((u) => u.includes("/s/"))).toHaveLength(1);
    expect(asked.filter((u) => u.includes("/c/"))).toHaveLength(1 + 9);
  });

  it("a deploy between two pages that removed more posts than a page, the last one shown among them: the next page is the posts after it, none skipped", async () => {
    const { categoryArchive } = await browser();
    const first = await categoryArchive(12, 0, 9);
    const second = await categoryArchive(12, 9, 9, undefined, lastOf(first));
    // Removed: 12 of the 18 shown, the last shown (the 18th) among them.
    const removed = new Set(posts().slice(5, 16).concat(posts()[17]!).map((p) => p.id));
    await deployed(posts().filter((p) => !removed.has(p.id)), async () => {
      const third = await categoryArchive(12, second.next, 9, undefined, lastOf(second));
      expect(asked.filter((u) => u === SEARCH_MANIFEST)).toHaveLength(1);
      // Without the last card: read at offset 18 of the new 13, the 7 posts after it would never show.
      expect(titles(third)).toEqual(posts().slice(18).map((p) => p.title));
      expect([third.next, third.total]).toEqual([13, 13]);
    });
  });

  it("a deploy that moved a page of the posts shown after the last one: that page comes again (the list keeps each post once), and the one after it goes on from its last card", async () => {
    const { categoryArchive } = await browser();
    const first = await categoryArchive(12, 0, 9);
    const second = await categoryArchive(12, 9, 9, undefined, lastOf(first));
    const shownFirst = new Set(first.cards.map((c) => c.id));
    // The first page's posts re-dated older than every other post of the category.
    const redated = posts().map((p, i) => (shownFirst.has(p.id) ? { ...p, date: `2025-12-${String(10 + i).padStart(2, "0")}T09:00:00`, modified: `2025-12-${String(10 + i).padStart(2, "0")}T09:00:00` } : p));
    await deployed(redated, async () => {
      const now = [...redated].sort((a, b) => (a.date < b.date ? 1 : -1)).map((p) => p.title);
      const third = await categoryArchive(12, second.next, 9, undefined, lastOf(second));
      expect(titles(third)).toEqual(now.slice(9, 18));
      const fourth = await categoryArchive(12, third.next, 9, undefined, lastOf(third));
      expect(titles(fourth)).toEqual(now.slice(18));
      expect(fourth.next).toBe(25);
    });
  });

  it("a deploy between two pages that added posts: newer ones are not slipped in among older ones; one dated among the unseen comes in its place", async () => {
    const { categoryArchive } = await browser();
    const first = await categoryArchive(12, 0, 9);
    const newer = [1, 2, 3].map((i) => ({ ...post(i % 3, `2026-09-0${i}T09:00:00`, `Newer post ${i}`, "A kitchen."), id: 3000 + i, slug: `newer-${i}`, categories: [12] }));
    const backdated = { ...post(0, "2026-02-20T12:00:00", "Backdated post", "A garden."), id: 3100, slug: "backdated", categories: [12] };
    const list = [...newer, ...posts(), backdated].sort((a, b) => (a.date < b.date ? 1 : -1));
    await deployed(list, async () => {
      const second = await categoryArchive(12, first.next, 9, undefined, lastOf(first));
      const after = list.slice(list.findIndex((p) => p.id === lastOf(first).id) + 1);
      expect(titles(second)).toEqual(after.slice(0, 9).map((p) => p.title));
      expect(titles(second)).not.toContain("Newer post 1");
      expect(titles(second)).toContain("Backdated post");
      expect(second.total).toBe(29);
    });
  });

  it("a search in a category finds only that category's posts, with their total", async () => {
    const { searchArchive } = await browser();
    const r = await searchArchive("kitchen", 27, undefined, 12);
    expect(r.total).toBe(inCategory.filter((_, i) => i % 2).length);
    expect(titles(r)).toEqual(posts().filter((p) => p.content.includes("kitchen")).map((p) => p.title));
    expect(titles(await searchArchive("kitchen", 27))).toContain("Outside the category");
    expect((await searchArchive("Laval", 27, undefined, 12)).total).toBe(0);
  });

  it("no typed word finds a category's entry: searching its number finds only texts that have it", async () => {
    const { searchArchive } = await browser();
    expect(await searchArchive("12")).toEqual({ cards: [], total: 0 });
    expect(await searchArchive("#12")).toEqual({ cards: [], total: 0 });
  });
});

describe("a rebuild writes only what changed", () => {
  const manifestOf = () => JSON.parse(fs.readFileSync(path.join(out, SEARCH_MANIFEST), "utf8")) as { version: string; shards: string[] };
  /** Every file of the current version folder with its bytes and modification time. */
  const snapshotFiles = () => {
    const dir = path.join(out, "_search", manifestOf().version);
    return new Map(
      ["s", "c"].flatMap((sub) => fs.readdirSync(path.join(dir, sub)).map((f): [string, { bytes: string; mtime: number }] => [`${sub}/${f}`, { bytes: fs.readFileSync(path.join(dir, sub, f), "utf8"), mtime: fs.statSync(path.join(dir, sub, f)).mtimeMs }])),
    );
  };

  it("a new post: its card and the shards of its words are written, every other file is left as it was, and the result is what a fresh build writes", async () => {
    writePosts(POSTS);
    await writeSearchIndex(out);
    const before = snapshotFiles();
    await new Promise((r) => setTimeout(r, 20));
    writePosts([post(3, "2026-04-01T09:00:00", "Newest", "A quokkawood kitchen."), ...POSTS]);
    const made = await writeSearchIndex(out);
    const after = snapshotFiles();
    expect(fs.readdirSync(path.join(out, "_search"))).toEqual([manifestOf().version]);
    // The three older cards keep their rank, bytes and file.
    for (const f of ["c/0.json", "c/1.json", "c/2.json"]) expect(after.get(f)).toEqual(before.get(f));
    expect(JSON.parse(after.get("c/3.json")!.bytes)).toMatchObject({ title: "Newest" });
    const changed = [...after].filter(([f, v]) => before.get(f)?.bytes !== v.bytes).map(([f]) => f);
    const rewritten = [...after].filter(([f, v]) => before.get(f)?.mtime !== v.mtime).map(([f]) => f);
    expect(rewritten.sort()).toEqual(changed.sort());
    expect(made.written).toBe(changed.length + 1);
    expect(made.written).toBeLessThan(made.files);
    // The same as a build into an empty folder.
    const fresh = path.join(dir, "fresh", "client");
    await writeSearchIndex(fresh);
    const freshDir = path.join(fresh, "_search", manifestOf().version);
    for (const [f, v] of after) expect(fs.readFileSync(path.join(freshDir, f), "utf8"), f).toBe(v.bytes);
    expect(["s", "c"].flatMap((sub) => fs.readdirSync(path.join(freshDir, sub))).length).toBe(after.size);
    writePosts(POSTS);
    await writeSearchIndex(out);
  });

  it("a file edited or added by hand since the last build is put right; a missing record of the last build writes everything", async () => {
    await writeSearchIndex(out);
    const dirNow = path.join(out, "_search", manifestOf().version);
    const card = path.join(dirNow, "c", "1.json");
    const good = fs.readFileSync(card, "utf8");
    const { mtime } = fs.statSync(card);
    // Same size, modification time put back: only the change time and the digest tell.
    fs.writeFileSync(card, good.replace(/"title":"(.)/, (_m, c: string) => `"title":"${c === "X" ? "Y" : "X"}`));
    fs.utimesSync(card, mtime, mtime);
    fs.writeFileSync(path.join(dirNow, "c", "99.json"), "{}");
    fs.writeFileSync(path.join(out, "_search", "stray.json"), "{}");
    const made = await writeSearchIndex(out);
    expect(made.written).toBe(2);
    expect(fs.readFileSync(card, "utf8")).toBe(good);
    expect(fs.existsSync(path.join(dirNow, "c", "99.json"))).toBe(false);
    expect(fs.readdirSync(path.join(out, "_search"))).toEqual([manifestOf().version]);
    fs.rmSync(path.join(out, "..", "search-files.json"));
    expect((await writeSearchIndex(out)).written).toBe((await writeSearchIndex(path.join(dir, "other", "client"))).files);
  });
});

describe("the word cache: a rebuild reads again only the posts whose text changed", () => {
  const files = (client: string) => {
    const version = (JSON.parse(fs.readFileSync(path.join(client, SEARCH_MANIFEST), "utf8")) as { version: string }).version;
    const root = path.join(client, "_search", version);
    return { version, files: new Map(["s", "c"].flatMap((sub) => fs.readdirSync(path.join(root, sub)).map((f): [string, string] => [`${sub}/${f}`, fs.readFileSync(path.join(root, sub, f), "utf8")]))) };
  };
  /** The index built into a new folder with no word cache: what every cached build must equal. */
  const fresh = async (name: string) => {
    const client = path.join(dir, name, "client");
    const made = await writeSearchIndex(client, path.join(dir, name, SEARCH_TERMS_FILE));
    expect(made.cachedPosts).toBe(0);
    return files(client);
  };
  const termsFile = () => path.join(dir, "words", SEARCH_TERMS_FILE);
  const client = () => path.join(dir, "words", "client");

  it("an edited body is read again, the other posts' words come from the cache, and the index is what a build without the cache writes", async () => {
    writePosts(POSTS);
    expect((await writeSearchIndex(client(), termsFile())).cachedPosts).toBe(0);
    expect((await writeSearchIndex(client(), termsFile())).cachedPosts).toBe(3);
    const edited = [POSTS[0]!, { ...POSTS[1]!, content: "<p>A zellige wall in a café.</p>" }, POSTS[2]!];
    writePosts(edited);
    const made = await writeSearchIndex(client(), termsFile());
    expect(made.cachedPosts).toBe(2);
    expect(files(client())).toEqual(await fresh("words-fresh-1"));
    // The edit is searchable and the words it removed are gone.
    const { searchArchive } = await browser();
    out = client();
    try {
      expect(titles(await searchArchive("zellige"))).toEqual(["Tile notes"]);
      expect(titles(await searchArchive("strasse"))).toEqual([]);
    } finally {
      out = path.join(dir, "client");
    }
    // A title edit is a change too (the title is searched).
    writePosts([{ ...edited[0]!, title: "Kitchen and pantry work" }, edited[1]!, edited[2]!]);
    expect((await writeSearchIndex(client(), termsFile())).cachedPosts).toBe(2);
    expect(files(client())).toEqual(await fresh("words-fresh-2"));
    writePosts(POSTS);
  });

  it("holds only the posts of the last build: a removed post's words leave it", async () => {
    writePosts(POSTS);
    await writeSearchIndex(client(), termsFile());
    expect(readTermsCache(termsFile())!.posts.size).toBe(3);
    writePosts([POSTS[0]!, POSTS[2]!]);
    await writeSearchIndex(client(), termsFile());
    const cache = readTermsCache(termsFile())!;
    expect(cache.posts.size).toBe(2);
    expect(cache.terms).not.toContain("tiles");
    expect(cache.terms).toContain("westmount");
    writePosts(POSTS);
  });

  it("a damaged, hand-edited or truncated cache is not used: every post is read again and the index is right", async () => {
    writePosts(POSTS);
    await writeSearchIndex(client(), termsFile());
    const good = fs.readFileSync(termsFile());
    const expected = await fresh("words-fresh-3");
    const damaged: [string, Buffer][] = [
      // One term number changed: the words of a post would be another's.
      ["a number", Buffer.concat([good.subarray(0, good.length - 4), Buffer.from([0, 0, 0, 0])])],
      // A word renamed in the header ("kitchen" → "kitchex"), the checksum left as it was.
      ["a word", Buffer.from(good.toString("latin1").replace('"kitchen"', '"kitchex"'), "latin1")],
      ["a truncated file", good.subarray(0, Math.floor(good.length / 2))],
      ["another format", Buffer.concat([Buffer.from("STC9"), good.subarray(4)])],
      ["not a cache", Buffer.from("{}")],
    ];
    for (const [what, bytes] of damaged) {
      expect(bytes.equals(good), what).toBe(false);
      fs.writeFileSync(termsFile(), bytes);
      expect(readTermsCache(termsFile()), what).toBeNull();
      expect((await writeSearchIndex(client(), termsFile())).cachedPosts, what).toBe(0);
      expect(files(client()), what).toEqual(expected);
      // The build wrote a good cache in its place.
      expect((await writeSearchIndex(client(), termsFile())).cachedPosts, what).toBe(3);
    }
  });

  it("a list no build writes is refused even with its checksum right: a term twice, or a term twice in one post", () => {
    const file = path.join(dir, "words-lists", SEARCH_TERMS_FILE);
    writeTermsCache(file, ["kitchen", "kitchen"], new Map([["a", [0]], ["b", [1]]]));
    expect(readTermsCache(file)).toBeNull();
    writeTermsCache(file, ["kitchen", "tile"], new Map([["a", [0, 1, 0]]]));
    expect(readTermsCache(file)).toBeNull();
    writeTermsCache(file, ["kitchen", "tile"], new Map([["a", [0, 1]], ["b", [1]]]));
    expect(readTermsCache(file)?.posts.size).toBe(2);
  });

  it("a word cache that cannot be written costs the next build time, not this one: the index is written", async () => {
    writePosts(POSTS);
    const blocked = path.join(dir, "words-blocked");
    fs.writeFileSync(blocked, "a file where the cache's folder would be");
    const made = await writeSearchIndex(path.join(dir, "words-blocked-client"), path.join(blocked, SEARCH_TERMS_FILE));
    expect(made.posts).toBe(3);
    expect(fs.existsSync(path.join(dir, "words-blocked-client", SEARCH_MANIFEST))).toBe(true);
  });

  it("the page cache's clean-up after a build leaves the word cache in its folder", async () => {
    const { saveManifest } = await import("../../scripts/build/page-cache");
    const pages = path.join(dir, "page-cache-clean");
    fs.mkdirSync(pages, { recursive: true });
    writePosts(POSTS);
    await writeSearchIndex(client(), path.join(pages, SEARCH_TERMS_FILE));
    fs.writeFileSync(path.join(pages, "stale.html"), "<p>stale</p>");
    // One being written now by another build stays; one a stopped build left an hour ago goes.
    fs.writeFileSync(path.join(pages, `${SEARCH_TERMS_FILE}.4242.tmp`), "being written");
    fs.writeFileSync(path.join(pages, `${SEARCH_TERMS_FILE}.4343.tmp`), "left behind");
    const before = new Date(Date.now() - 2 * 3_600_000);
    fs.utimesSync(path.join(pages, `${SEARCH_TERMS_FILE}.4343.tmp`), before, before);
    saveManifest(pages, {}, new Set());
    expect(fs.readdirSync(pages).sort()).toEqual(["manifest.json", SEARCH_TERMS_FILE, `${SEARCH_TERMS_FILE}.4242.tmp`].sort());
  });
});

describe("the index's format", () => {
  it("posting lists round-trip, and anything else decodes to nothing", () => {
    for (const ranks of [[0], [0, 1, 2, 3], [5, 40, 41, 9999], Array.from({ length: 500 }, (_, i) => i * 7 + 3)]) expect(decodePostings(encodePostings(ranks))).toEqual(ranks);
    expect(encodePostings([0, 1, 2, 3])).toBe("0.0.0.0");
    for (const bad of ["", "-1", "1..2", "x!", "9".repeat(40)]) expect(decodePostings(bad)).toEqual([]);
  });

  it("splits large prefixes into shards, and every word is found in the shards its prefixes load", () => {
    const words = ["ka", "kab", "kitchen", "kitchens", "kite", "kiwi", "lamp", "la", "lamps", "studio", "studi", "s"].sort();
    // Every word too large to share a shard: each prefix is split until each shard holds one word or its prefix is the word.
    const shards = splitShards(words, () => SHARD_BYTES);
    expect(shards.flatMap(([, w]) => w).sort()).toEqual(words);
    const keys = shards.map(([k]) => k);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [key, inShard] of shards) for (const w of inShard) expect(w.startsWith(key)).toBe(true);
    for (const word of words) {
      for (let n = 1; n <= word.length; n++) {
        const prefix = word.slice(0, n);
        const loaded = shardsFor(prefix, keys).flatMap((i) => shards[i]![1]);
        expect(loaded, `${prefix} → ${word}`).toContain(word);
        expect(loaded.filter((w) => w.startsWith(prefix)).sort(), prefix).toEqual(words.filter((w) => w.startsWith(prefix)));
      }
    }
    // Small enough: one shard for everything.
    expect(splitShards(words, () => 1)).toEqual([["", words]]);
    // An exact term (a stem) is in the shard of the longest prefix it starts with.
    for (const word of words) expect(shards[shardOf(word, keys)]![1]).toContain(word);
    // One word larger than a shard is a shard of its own, not a split per letter.
    expect(splitShards(["q".repeat(30_000)], () => SHARD_BYTES * 2)).toEqual([["", ["q".repeat(30_000)]]]);
  });

  it("the shards and cards are cached for good (their folder is named by content); the manifest is revalidated like a page", () => {
    expect(headersFor("/_search/0123456789abcdef/s/0.json")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(headersFor("/_search/0123456789abcdef/c/12.json")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(headersFor(SEARCH_MANIFEST)["Cache-Control"]).toBe(headersFor("/blog")["Cache-Control"]);
    expect(headersFor(SEARCH_MANIFEST)["Cache-Control"]).not.toContain("immutable");
  });

  it("a shard's file is named by its prefix, the same from build to build", () => {
    expect(shardFile("")).toBe("s/_.json");
    expect(shardFile("ki")).toBe("s/6b69.json");
    expect(shardFile("~é")).toBe("s/7ec3a9.json");
  });

  it("a typed word is matched as typed (a prefix) and by its stem (an exact term); one letter is no word", () => {
    expect(queryTerms("Kitchens RENOVATING happy a kitchens")).toEqual([
      { prefix: "kitchens", stem: "~kitchen" },
      { prefix: "renovating", stem: "~renov" },
      { prefix: "happy", stem: "~happi" },
    ]);
    expect(queryTerms("x")).toEqual([]);
  });
});
