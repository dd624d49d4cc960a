import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_REPORT_FILE } from "../../scripts/build/app-build";
import { REPORT_FILE } from "../../scripts/build/incremental";

/**
 * The incremental prerender (decision 120) on a small site: the committed content, its CMS
 * detail pages forced through the prerender workers (PRERENDER_WORKERS=1), with a page cache of
 * its own. Each build reports which detail pages it rendered; each kind of input is changed and
 * exactly the pages that read it must be rendered again, every other page byte for byte as before.
 *
 * The app build cache (decision 129) has a folder of its own too: the first build makes the
 * bundles with `react-router build`; the others reuse them unless what they are made from
 * changed, and then render React Router's pages themselves: the second build must be byte for
 * byte the first.
 */
let dir: string;
let content: string;
/** An image cache of its own (a copy of the project's): a test below writes into one of its variants. */
let images: string;
const buildDir = path.resolve(".tmp", `incremental-build-${process.pid}`);
const out = path.join(buildDir, "client");
// Four builds of the small site; no time limit (a build on a shared machine takes what it takes).
const SLOW = 0;
/**
 * The day every build here takes as today (decision 182). The day is part of an unchanged build's
 * key (decision 132): on the studio's calendar, a run that crossed its midnight (05:00 UTC in
 * winter, 04:00 in summer) left the cold build unstamped, and the next build did the work again
 * for a reason no test chose.
 */
const DAY = "2026-12-01";

/** Whether the last build reused its bundles, and why not. */
let app: { pages: number; reused: boolean; why?: string; minify?: string };
/** Whether the last build kept the whole output, finding every input and output as the build before left them (decision 132). */
let kept: boolean;
/** Why each build did the work or kept its output, then the end of the last two builds' logs. */
let log = "";
const whys: string[] = [];
let tail = "";
/** The last build's whole output, and its warnings. */
let stdout = "";
let stderr = "";

function build(extraEnv: NodeJS.ProcessEnv = {}): { rendered: string[]; reused: number } {
  const res = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
    env: { ...process.env, CONTENT_DIR: content, BUILD_DIR: buildDir, PAGE_CACHE_DIR: path.join(dir, "pages"), APP_BUILD_CACHE_DIR: path.join(dir, "app-build"), MINIFY_CACHE_DIR: path.join(dir, "minify"), IMAGE_CACHE_DIR: images, PRERENDER_WORKERS: "1", SITE_TODAY: DAY, ...extraEnv },
    encoding: "utf8",
  });
  expect(res.status, `${res.stdout}\n${res.stderr}`.slice(-6000)).toBe(0);
  kept = /^Nothing changed since the last build/m.test(res.stdout);
  stdout = res.stdout;
  stderr = res.stderr;
  // Every build's lines that say why it did the work or kept its output, and whether an input
  // changed while it ran (then it left no stamp for the next one), then the end of the last two
  // builds' logs: a build that did not keep its output says why.
  const why = /^(Building \(.*|Nothing changed since the last build.*)$/m.exec(res.stdout)?.[1] ?? "(no line says whether it kept its output)";
  const unstamped = /^ {2}an input changed while the build ran.*$/m.exec(res.stdout)?.[0];
  whys.push(`build ${whys.length + 1}: ${why}${unstamped ? `\n${unstamped}` : ""}`);
  tail = `${tail.slice(-1500)}\n--- next build ---\n${`${res.stdout}\n${res.stderr}`.slice(-1500)}`;
  log = `${whys.join("\n")}\n${tail}`;
  const at = extraEnv.BUILD_DIR ?? buildDir;
  const report = JSON.parse(fs.readFileSync(path.join(at, REPORT_FILE), "utf8")) as { rendered: string[]; reused: number };
  app = JSON.parse(fs.readFileSync(path.join(at, APP_REPORT_FILE), "utf8")) as typeof app;
  return { rendered: [...report.rendered].sort(), reused: report.reused };
}

/** Every built detail page (blog, portfolio, FAQ) by site path, with its HTML. */
function detailPages(): Map<string, string> {
  const pages = new Map<string, string>();
  for (const folder of ["blog", "portfolio", "faq"]) {
    for (const f of fs.readdirSync(path.join(out, folder))) {
      if (f.endsWith(".html") && f !== "404.html") pages.set(`/${folder}/${f.replace(/\.html$/, "")}`, fs.readFileSync(path.join(out, folder, f), "utf8"));
    }
  }
  return pages;
}

/** Every file of build/client, relative to it, sorted. */
const files = (d: string) => (fs.readdirSync(d, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((e) => e.isFile()).map((e) => path.relative(out, path.join(e.parentPath, e.name))).sort();

/** Pages whose HTML differs between two builds. */
function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((p) => before.get(p) !== after.get(p)).sort();
}

const snapshot = (file: string) => JSON.parse(fs.readFileSync(path.join(content, "cms", file), "utf8")) as { slug: string; title: string; featuredImage: { src: string } | null }[];
const editFile = (rel: string, edit: (s: string) => string) => {
  const file = path.join(content, rel);
  fs.writeFileSync(file, edit(fs.readFileSync(file, "utf8")));
};

let cold: { rendered: string[]; reused: number };
let coldApp: typeof app;
let coldStdout: string;
let first: Map<string, string>;
/** The detail pages the workers (and so the cache) take: all but the first of each collection. */
let cached: string[];

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "incremental-"));
  content = path.join(dir, "content");
  fs.cpSync(path.resolve("content"), content, { recursive: true, filter: (src) => !src.startsWith(path.resolve("content/media")) });
  fs.symlinkSync(path.resolve("content/media"), path.join(content, "media"));
  images = path.join(dir, "img");
  if (fs.existsSync(path.resolve(".cache/img"))) fs.cpSync(path.resolve(".cache/img"), images, { recursive: true, filter: (src) => !path.basename(src).startsWith(".linked.json") });
  cold = build();
  coldApp = app;
  coldStdout = stdout;
  first = detailPages();
  cached = [...first.keys()].filter((p) => !["posts", "portfolio", "faq"].some((f) => p === `/${f === "posts" ? "blog" : f}/${snapshot(`${f}.json`)[0]!.slug}`)).sort();
}, SLOW);

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(buildDir, { recursive: true, force: true });
});

describe("incremental prerender", () => {
  it("renders every detail page on a cold cache, with bundles React Router made", () => {
    expect(cached.length).toBeGreaterThan(20);
    expect(cold).toEqual({ rendered: cached, reused: 0 });
    // A detail page opens as a document (decision 156): none has a `.data`, whoever rendered it;
    // the pages React Router opens in the client keep theirs.
    expect(files(out).filter((f) => /^(blog|portfolio|faq)[\\/].+\.data$/.test(f))).toEqual([]);
    expect(files(out).filter((f) => /^(blog|about|_root)\.data$/.test(f)).sort()).toEqual(["_root.data", "about.data", "blog.data"]);
    expect(coldApp).toEqual({ pages: expect.any(Number), reused: false, why: "the routes, labels, company details, config or packages differ from every kept build", minify: expect.stringMatching(/^\d+ chunks minified, 0 from \.cache\/minify$/) });
    // Beside a worker per core, the search index waits for the lighter one to end (decisions 142 and 157).
    expect(coldStdout).toMatch(/^ {2}search index: .*, made in [\d.]+ s once a worker had ended, beside the others \[/m);
  });

  it("keeps the whole output when nothing changed; done again, it renders none of them and the site is byte for byte the same", () => {
    const before = new Map(files(out).map((f) => [f, fs.readFileSync(path.join(out, f))]));
    const sameSite = () => {
      expect(files(out)).toEqual([...before.keys()]);
      expect([...before].filter(([f, bytes]) => !bytes.equals(fs.readFileSync(path.join(out, f))))).toEqual([]);
    };
    // Decision 132: every input and every output file as the cold build left them, so nothing is done.
    build();
    expect(kept, log).toBe(true);
    sameSite();
    // The work done all the same (BUILD_FULL=1): every detail page from the page cache.
    expect(build({ BUILD_FULL: "1" })).toEqual({ rendered: [], reused: cached.length });
    expect(kept).toBe(false);
    // The bundles were kept, so React Router's pages (home, lists, services, the shell…) came
    // from ./react-router-prerender.ts: every file of the site is still what React Router wrote.
    expect(app).toEqual({ pages: coldApp.pages, reused: true });
    sameSite();
  }, SLOW);

  it("does the work again when an output file was removed or edited by hand, and puts it back", () => {
    const before = new Map(files(out).map((f) => [f, fs.readFileSync(path.join(out, f))]));
    // Detail pages the page cache holds, which a build keeps in build/client while they are as it left them (decision 132).
    const [removed, edited] = cached.filter((p) => p.startsWith("/blog/")).map((p) => `${p.slice(1)}.html`.split("/").join(path.sep));
    const removedPage = `/${removed!.split(path.sep).join("/").replace(/\.html$/, "")}`;
    const putBack = (rendered: string[]) => {
      expect(build()).toEqual({ rendered, reused: cached.length - rendered.length });
      expect(kept).toBe(false);
      expect(files(out)).toEqual([...before.keys()]);
      expect([...before].filter(([f, bytes]) => !bytes.equals(fs.readFileSync(path.join(out, f))))).toEqual([]);
    };
    fs.rmSync(path.join(out, removed!));
    putBack([]);
    // Put back as a hard link to its page cache entry (decision 143). Written into in place now,
    // the entry is edited too: the cache finds it changed and renders that page again.
    expect(fs.statSync(path.join(out, removed!)).nlink).toBe(2);
    fs.appendFileSync(path.join(out, removed!), "<!-- edited -->");
    putBack([removedPage]);
    // A page its worker rendered is written once, in its entry, and linked too (decision 151):
    // written into in place, it is rendered again, not put back from the edited entry.
    const editedPage = `/${edited!.split(path.sep).join("/").replace(/\.html$/, "")}`;
    expect(fs.statSync(path.join(out, edited!)).nlink).toBe(2);
    fs.appendFileSync(path.join(out, edited!), "<!-- edited -->");
    putBack([editedPage]);
    fs.appendFileSync(path.join(out, "index.html"), "<!-- edited -->");
    putBack([]);
    build();
    expect(kept, log).toBe(true);
  }, SLOW);

  it("links image variants from the image cache, and makes again one written into through its link", () => {
    const before = new Map(files(out).map((f) => [f, fs.readFileSync(path.join(out, f))]));
    // A variant of a portfolio item's featured image, which cached detail pages show.
    const item = snapshot("portfolio.json")[2]!;
    const pageHtml = detailPages().get(`/portfolio/${item.slug}`)!;
    const ref = /\/_img\/[A-Za-z0-9._-]+\.avif/.exec(pageHtml)![0];
    const variant = path.join(out, ref);
    const entry = path.join(images, path.basename(ref));
    // One file under two names: build/client's and the image cache's (decision 145).
    expect(fs.statSync(variant).ino).toBe(fs.statSync(entry).ino);
    expect(fs.statSync(variant).nlink).toBe(2);
    // An edit in build/client writes into the cache's entry too.
    fs.appendFileSync(variant, "edited");
    expect(fs.readFileSync(entry).subarray(-6).toString()).toBe("edited");
    const showing = [...detailPages()].filter(([p, html]) => cached.includes(p) && html.includes(ref)).map(([p]) => p).sort();
    expect(showing).toContain(`/portfolio/${item.slug}`);
    // The next build removes that entry before anything renders; the pages that show it render
    // again and the image pipeline makes it again: the site is byte for byte as before.
    expect(build()).toEqual({ rendered: showing, reused: cached.length - showing.length });
    expect(stderr).toContain(`warning: 1 image variant was changed in .cache/img after a build linked it into a build folder (edited there?): removed, and made again (${path.basename(ref)})`);
    expect(files(out)).toEqual([...before.keys()]);
    expect([...before].filter(([f, bytes]) => !bytes.equals(fs.readFileSync(path.join(out, f))))).toEqual([]);
    expect(fs.readFileSync(entry).equals(before.get(ref.slice(1).split("/").join(path.sep))!)).toBe(true);
    // Made again, it is linked again; nothing is left to do.
    expect(fs.statSync(variant).ino).toBe(fs.statSync(entry).ino);
    build();
    expect(kept, log).toBe(true);
  }, SLOW);

  it("renders exactly the pages that read a changed record, content file or image", () => {
    const before = detailPages();
    // A record: one post's title.
    const post = snapshot("posts.json")[3]!;
    editFile("cms/posts.json", (s) => s.replace(JSON.stringify(post.title).slice(1, -1), "Palette notes, revised"));
    // A content file only FAQ pages read.
    editFile("pages/faq.md", (s) => s.replace("description: Answers to common questions", "description: Straight answers to common questions"));
    // An image: one portfolio item's featured image gets other bytes.
    const item = snapshot("portfolio.json")[1]!;
    const image = path.join(content, item.featuredImage!.src);
    const oldName = `${path.basename(image, ".jpg")}-${crypto.createHash("sha256").update(fs.readFileSync(image)).digest("hex").slice(0, 12)}`;
    const showsImage = [...before].filter(([, html]) => html.includes(`/_img/${oldName}`)).map(([p]) => p);
    expect(showsImage).toContain(`/portfolio/${item.slug}`);
    fs.copyFileSync(path.join(content, snapshot("posts.json")[0]!.featuredImage!.src), image);

    const faqPages = cached.filter((p) => p.startsWith("/faq/"));
    // The post's neighbours in the blog's order link to it by its title (decision 214): they render again too.
    const near = [snapshot("posts.json")[2]!, snapshot("posts.json")[4]!].map((p) => `/blog/${p.slug}`);
    const expected = [...new Set([`/blog/${post.slug}`, ...near, ...faqPages, ...showsImage.filter((p) => cached.includes(p))])].sort();
    const { rendered, reused } = build();
    expect(app.reused).toBe(true);
    expect(rendered).toEqual(expected);
    expect(reused).toBe(cached.length - expected.length);
    const after = detailPages();
    expect(after.get(`/blog/${post.slug}`)).toContain("Palette notes, revised");
    for (const p of near) expect(after.get(p), p).toContain("Palette notes, revised");
    // A few pages, in React Router's worker, which then writes the search index (decision 162):
    // the edited title is in the index's card of that post, and the summary reached the log.
    expect(stdout).toMatch(/^ {2}search index: \d+ posts, .*, made in [\d.]+ s by React Router's worker after its pages \[/m);
    // Each route's first page through React Router's handler, the next ones without it (decision
    // 158), counted in the log as the worker said it, before it went on with the index.
    const [, count, direct] = /^ {2}(\d+) CMS pages prerendered in parallel workers \((\d+) without React Router's request handler\)/m.exec(stdout) ?? [];
    expect(Number(count)).toBe(expected.length);
    expect(Number(direct)).toBeGreaterThan(0);
    expect(Number(direct)).toBeLessThan(expected.length);
    const cards = (fs.readdirSync(path.join(out, "_search"), { recursive: true }) as string[]).filter((f) => /(^|\/)c\/\d+\.json$/.test(f));
    expect(cards.filter((f) => fs.readFileSync(path.join(out, "_search", f), "utf8").includes("Palette notes, revised"))).toHaveLength(1);
    expect(after.get(`/portfolio/${item.slug}`)).not.toContain(`/_img/${oldName}`);
    // Pages that read none of the three are exactly as they were.
    expect(changed(before, after).filter((p) => cached.includes(p) && !expected.includes(p))).toEqual([]);
  }, SLOW);

  it("copies a page whose cache key is no longer the one of the page build/client holds", () => {
    const post = snapshot("posts.json")[5]!;
    const page = `/blog/${post.slug}`;
    expect(cached).toContain(page);
    const html = () => fs.readFileSync(path.join(out, `${page.slice(1)}.html`), "utf8");
    // Another build folder sharing the page cache renders the post with a new title: the cache
    // holds that page now, under a key other than the one build/client's page was written from.
    editFile("cms/posts.json", (s) => s.replace(JSON.stringify(post.title).slice(1, -1), "A title from another build folder"));
    const other = `${buildDir}-other`;
    try {
      // The post, and its neighbours, whose links name it (decision 214).
      expect(build({ BUILD_DIR: other }).rendered).toEqual([page, ...[snapshot("posts.json")[4]!, snapshot("posts.json")[6]!].map((p) => `/blog/${p.slug}`)].sort());
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
    // Here the page is reused from the cache; what build/client holds must not be kept.
    expect(build()).toEqual({ rendered: [], reused: cached.length });
    expect(kept).toBe(false);
    expect(html()).toContain("A title from another build folder");
  }, SLOW);

  it("renders every page again when an input every page reads changes", () => {
    const before = detailPages();
    editFile("site/navigation.md", (s) => s.replace(/name: FAQ\b/, "name: FAQs"));
    expect(build()).toEqual({ rendered: cached, reused: 0 });
    expect(app.reused).toBe(true);
    expect(changed(before, detailPages())).toEqual([...before.keys()].sort());
  }, SLOW);

  it("builds the bundles again when a value the browser gets at build time changes, and every page with them", () => {
    const before = detailPages();
    const home = fs.readFileSync(path.join(out, "index.html"), "utf8");
    // A detail label: compiled into the browser bundle (Vite's define), so the bundles change.
    editFile("pages/blog.md", (s) => s.replace("back: Back to all articles", "back: Back to the journal"));
    expect(build()).toEqual({ rendered: cached, reused: 0 });
    // Only the chunk that holds the value is minified again (decision 141).
    expect(app).toEqual({ pages: coldApp.pages, reused: false, why: "the routes, labels, company details, config or packages differ from every kept build", minify: expect.stringMatching(/^1 chunk minified, \d+ from \.cache\/minify$/) });
    const after = detailPages();
    const post = cached.find((p) => p.startsWith("/blog/"))!;
    expect(before.get(post)).toContain("Back to all articles");
    expect(after.get(post)).toContain("Back to the journal");
    expect(after.get(post)).not.toContain("Back to all articles");
    // Home does not show the label; it is rendered again all the same (new bundle names).
    expect(fs.readFileSync(path.join(out, "index.html"), "utf8")).not.toBe(home);
  }, SLOW);
});
