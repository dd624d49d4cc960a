import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSearchBundle } from "../../scripts/build/pagefind";

/**
 * The search bundle kept between builds (decision 120): Pagefind indexes again only when the
 * posts it indexes changed; otherwise the last bundle is copied, byte for byte.
 */
let dir: string;
let content: string;
const saved = { CONTENT_DIR: process.env.CONTENT_DIR, SEARCH_CACHE_DIR: process.env.SEARCH_CACHE_DIR, CONTENT_NO_CACHE: process.env.CONTENT_NO_CACHE };
// Pagefind indexes the committed posts several times here (a few seconds each on a busy machine).
const SLOW = 120_000;

function files(root: string): Map<string, Buffer> {
  const entries = fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[];
  return new Map(entries.filter((e) => e.isFile()).map((e) => [path.relative(root, path.join(e.parentPath, e.name)), fs.readFileSync(path.join(e.parentPath, e.name))]));
}
const bundle = (out: string) => files(path.join(out, "pagefind"));
const out = (name: string) => path.join(dir, name);
/** The bundles kept for this content folder. */
const kept = () => fs.readdirSync(path.join(dir, "cache", fs.readdirSync(path.join(dir, "cache"))[0]!));

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-cache-"));
  content = path.join(dir, "content");
  fs.cpSync(path.resolve("content"), content, { recursive: true, filter: (src) => !src.startsWith(path.resolve("content/media")) });
  fs.symlinkSync(path.resolve("content/media"), path.join(content, "media"));
  Object.assign(process.env, { CONTENT_DIR: content, SEARCH_CACHE_DIR: path.join(dir, "cache"), CONTENT_NO_CACHE: "1" });
});

afterAll(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the search bundle cache", () => {
  it("indexes on a cold cache, then copies the same bundle while no post changes", async () => {
    const cold = await writeSearchBundle(out("a"));
    expect(cold.reused).toBe(false);
    expect(cold.records).toBeGreaterThan(10);
    const warm = await writeSearchBundle(out("b"));
    expect(warm).toEqual({ ...cold, reused: true });
    const [a, b] = [bundle(out("a")), bundle(out("b"))];
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    expect([...a].filter(([f, bytes]) => !bytes.equals(b.get(f)!))).toEqual([]);
  }, SLOW);

  it("indexes again when a post's text changes, and keeps only the newest bundle", async () => {
    const file = path.join(content, "cms", "posts.json");
    const posts = JSON.parse(fs.readFileSync(file, "utf8")) as { content: string }[];
    posts[2]!.content = `${posts[2]!.content}<p>Quokkawood cabinetry.</p>`;
    fs.writeFileSync(file, JSON.stringify(posts));
    const before = bundle(out("b"));
    const changed = await writeSearchBundle(out("c"));
    expect(changed.reused).toBe(false);
    const after = bundle(out("c"));
    expect([...after].filter(([f, bytes]) => !before.get(f)?.equals(bytes)).length).toBeGreaterThan(0);
    expect(kept()).toHaveLength(1);
    expect((await writeSearchBundle(out("d"))).reused).toBe(true);
  }, SLOW);

  it("never uses a damaged entry: the bundle is made again", async () => {
    const [contentKey] = fs.readdirSync(path.join(dir, "cache"));
    const entry = path.join(dir, "cache", contentKey!, kept()[0]!);
    fs.rmSync(path.join(entry, "files"), { recursive: true });
    const again = await writeSearchBundle(out("e"));
    expect(again.reused).toBe(false);
    expect([...bundle(out("e")).keys()].sort()).toEqual([...bundle(out("c")).keys()].sort());
    expect((await writeSearchBundle(out("f"))).reused).toBe(true);
  }, SLOW);
});
