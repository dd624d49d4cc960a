/**
 * The committed demo snapshot (content/cms/) is what `npm run snapshot:demo`
 * makes from content/cms-demo/: same records, text and structure. Image file
 * names are compared loosely (they are content hashes of library renders,
 * which may be re-rendered; `npm run snapshot:demo -- --check` compares bytes).
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CMS_URL, runDemo } from "../../../scripts/demo-cms/run";
import { readDemoSource, type DemoSource } from "../../../scripts/demo-cms/source";
import { readJson, tmpDir } from "./helpers";

const ROOT = process.cwd();
const COMMITTED = path.join(ROOT, "content", "cms");
let source: DemoSource;
let fresh: string;
let log = "";

beforeAll(async () => {
  source = await readDemoSource(ROOT);
  fresh = path.join(tmpDir(), "cms");
  const code = await runDemo(["--out", fresh, "--quiet"], { root: ROOT, stdout: { write: (s: string) => (log += s) }, stderr: { write: (s: string) => (log += s) } });
  expect(code, log).toBe(0);
});

/**
 * A record file as the source decides it: text, structure, which images are there. Media hashes
 * and catalogue-given alt texts (they follow the library's renders) are left out.
 */
const shape = (dir: string, file: string) => {
  const list = readJson<Record<string, unknown>[]>(path.join(dir, file));
  return JSON.stringify(
    list.map((r) => {
      if (!("slug" in r) || !("content" in r)) return r;
      const { featuredImage, attachments, ...rest } = r as { featuredImage: unknown; attachments?: { title: string }[] };
      return { ...rest, featuredImage: featuredImage !== null, attachments: attachments?.map((a) => a.title) };
    }),
  ).replace(/[0-9a-f]{16}\.(jpg|png|webp|avif)/g, "<media>");
};

describe("demo CMS source", () => {
  it("holds the demo content the site needs", () => {
    const { posts, portfolio, faq } = source.data;
    expect(posts).toHaveLength(14);
    expect(portfolio).toHaveLength(11);
    expect(faq).toHaveLength(10);
    expect(posts!.filter((p) => !p.excerpt)).toHaveLength(1);
    expect(posts!.filter((p) => !p.featuredMedia)).toHaveLength(1);
    expect(posts!.some((p) => /[^\x00-\x7f]/.test(p.title))).toBe(true);
    expect(posts!.some((p) => p.title.includes('"'))).toBe(true);
    for (const item of portfolio!) {
      const attached = source.data.media!.filter((m) => m.parent === item.id);
      expect(attached.length, item.slug).toBeGreaterThanOrEqual(4);
      expect(attached.length, item.slug).toBeLessThanOrEqual(8);
      expect(item.featuredMedia, item.slug).toBeGreaterThan(0);
    }
    expect(source.images.every((f) => f.startsWith("content/media/library/") && fs.existsSync(path.join(ROOT, f)))).toBe(true);
  });
});

describe("content/cms", () => {
  it("is the demo snapshot: its source is the demo CMS and it holds the source's records", () => {
    const meta = readJson<{ source: string; counts: Record<string, number> }>(path.join(COMMITTED, "meta.json"));
    expect(meta.source).toBe(DEMO_CMS_URL);
    expect(meta.counts).toMatchObject({ posts: 14, portfolio: 11, faq: 10 });
    const ids = (f: string) => readJson<{ id: number }[]>(path.join(COMMITTED, f)).map((r) => r.id).sort((a, b) => a - b);
    expect(ids("posts.json")).toEqual(source.data.posts!.map((p) => p.id).sort((a, b) => a - b));
    expect(ids("portfolio.json")).toEqual(source.data.portfolio!.map((p) => p.id).sort((a, b) => a - b));
    expect(ids("faq.json")).toEqual(source.data.faq!.map((p) => p.id).sort((a, b) => a - b));
  });

  it.each(["posts.json", "portfolio.json", "faq.json", "categories.json"])("%s is what npm run snapshot:demo makes now (never edited by hand)", (file) => {
    expect(shape(COMMITTED, file), `content/cms/${file} differs from a fresh demo run: run npm run snapshot:demo and commit content/cms`).toBe(shape(fresh, file));
  });

  it("is small enough to commit (well under 40 MB) and every image is a JPEG from the library", () => {
    const media = fs.readdirSync(path.join(COMMITTED, "media"));
    const bytes = media.reduce((n, f) => n + fs.statSync(path.join(COMMITTED, "media", f)).size, 0);
    expect(bytes).toBeLessThan(40 * 1024 * 1024);
    expect(media.every((f) => /^[0-9a-f]{16}\.jpg$/.test(f))).toBe(true);
  });
});
