/**
 * Contract test (decision 112): SEO fields a studio set in Yoast reach the built pages.
 *
 * Starts Debian's WordPress as wordpress.test.ts does, plus the test-only mu-plugin
 * scripts/wordpress/php/test-mu-plugins/studio-yoast-head.php, which adds `yoast_head_json` to
 * every record the way Yoast SEO does (one post with a studio's own title — holding a script —,
 * description and noindex). Runs the real snapshot CLI against it, then builds the site from that
 * snapshot and reads the built page's head, the sitemap and the feed.
 *
 *   npm run test:contract      (CONTRACT_WP_PORT=46xx to pin WordPress's port)
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { decode } from "html-entities";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serve } from "../../scripts/serve";
import { startWordPress, type WordPressStack } from "../../scripts/wordpress/stack";
import { originOf } from "../fixtures/origin";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
const MU_PLUGIN = path.join(ROOT, "scripts", "wordpress", "php", "test-mu-plugins", "studio-yoast-head.php");
const RANK_MATH = path.join(ROOT, "scripts", "wordpress", "php", "test-mu-plugins", "studio-rank-math-head.php");
const started = Date.now();
const progress = (line: string) => console.log(`[contract seo ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);

interface Seo {
  title?: string;
  description?: string;
  canonical?: string;
  noindex?: true;
  image?: string;
}
interface SnapPost {
  id: number;
  slug: string;
  oldSlugs?: string[];
  featuredImage: { src: string; alt: string } | null;
  guid?: string;
  seo?: Seo;
}

let wp: WordPressStack | undefined;
let workDir = "";
let run: { code: number | null; stdout: string; stderr: string } | undefined;
/** The post the Rank Math-like mu-plugin gives a head (the lowest id but links-in-every-form). */
let rankMathSlug = "";

beforeAll(async () => {
  progress("starting WordPress with the Yoast-like mu-plugin…");
  const port = process.env.CONTRACT_WP_PORT ? Number(process.env.CONTRACT_WP_PORT) : undefined;
  // The companion plugin (its studio_old_slugs field, decision 113), Yoast's fields, and Rank Math's head on one post.
  wp = await startWordPress({ log: progress, muPlugins: [MU_PLUGIN, RANK_MATH], plugins: [path.join(ROOT, "wordpress-plugin", "studio-companion")], ...(port ? { port } : {}) });
  const first = (await (await fetch(`${wp.api}/posts?orderby=id&order=asc&per_page=2&_fields=id,slug`)).json()) as { id: number; slug: string }[];
  rankMathSlug = first.find((p) => p.slug !== "links-in-every-form")!.slug;
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "seo-contract-"));
  run = await new Promise((resolve, reject) => {
    const env = { ...process.env };
    delete env.CMS_URL;
    const child = spawn(TSX, ["scripts/snapshot.ts", "--cms", wp!.api, "--full", "--out", path.join(workDir, "cms"), "--retry-delay", "200", "--quiet"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
  progress(`snapshot finished with exit ${run?.code}`);
}, 300_000);

afterAll(async () => {
  await wp?.stop();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
}, 60_000);

const posts = () => JSON.parse(fs.readFileSync(path.join(workDir, "cms", "posts.json"), "utf8")) as SnapPost[];

describe("Yoast's fields from a real WordPress", () => {
  it("the snapshot keeps them: the studio's own title without its script, description, noindex, the permalink as the site path, the featured image", async () => {
    expect(run?.code, run?.stderr).toBe(0);
    expect(run!.stderr.split("\n").filter((l) => /yoast_head_json|SEO /.test(l))).toEqual([]);
    const links = posts().find((p) => p.slug === "links-in-every-form")!;
    expect(links.seo).toEqual({
      title: "Every Link Form, Explained | Studio SEO",
      description: "A description set in Yoast, not the excerpt.",
      canonical: "/blog/links-in-every-form",
      noindex: true,
      image: links.featuredImage!.src,
    });
    // Every other post has Yoast's defaults: "{title} - {site name}", its permalink, no description.
    const site = ((await (await fetch(wp!.api.replace(/\/wp\/v2$/, "/"))).json()) as { name: string }).name;
    const other = posts().find((p) => p.slug !== "links-in-every-form" && p.slug !== rankMathSlug && p.seo?.title)!;
    expect(other.seo?.title).toMatch(new RegExp(` - ${site.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    expect(other.seo?.canonical).toBe(`/blog/${other.slug}`);
    expect(other.seo?.description).toBeUndefined();
    expect(other.seo?.noindex).toBeUndefined();
  });

  it("Rank Math's head (rankmath/v1/getHead) on a post without Yoast fields: the same fields, the script dropped (decision 113)", () => {
    expect(run?.code, run?.stderr).toBe(0);
    expect(run!.stderr.split("\n").filter((l) => /rankmath/.test(l))).toEqual([]);
    const post = posts().find((p) => p.slug === rankMathSlug)!;
    expect(post.seo).toEqual({
      title: "A Title Set In Rank Math | Studio",
      description: "A description set in Rank Math.",
      canonical: `/blog/${rankMathSlug}`,
      noindex: true,
      ...(post.featuredImage ? { image: post.featuredImage.src } : {}),
    });
  });

  it("old slugs from the companion plugin's studio_old_slugs: the real one kept, each hostile one a warning; WordPress's pages in wp-pages.json (decision 113)", () => {
    expect(run?.code, run?.stderr).toBe(0);
    const links = posts().find((p) => p.slug === "links-in-every-form")!;
    expect(links.oldSlugs).toEqual(["links-old-name"]);
    const warnings = run!.stderr.split("\n").filter((l) => l.includes("studio_old_slugs"));
    expect(warnings).toHaveLength(2);
    expect(warnings.join("\n")).toContain('"//evil.example" is not one URL segment');
    const pages = JSON.parse(fs.readFileSync(path.join(workDir, "cms", "wp-pages.json"), "utf8")) as { id: number; slug: string; link?: string }[];
    expect(pages.map((p) => p.slug)).toContain("about");
  });

  it("the built page has the studio's title, description and noindex; the sitemap and the feed leave it out; old addresses answer 301", async () => {
    expect(run?.code, run?.stderr).toBe(0);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "seo-contract-build-"));
    const content = path.join(dir, "content");
    const buildDir = path.join(ROOT, ".tmp", `seo-contract-build-${process.pid}`);
    try {
      fs.cpSync(path.join(ROOT, "content"), content, { recursive: true, filter: (src) => !src.startsWith(path.join(ROOT, "content/cms")) && !src.startsWith(path.join(ROOT, "content/media")) });
      fs.symlinkSync(path.join(ROOT, "content/media"), path.join(content, "media"));
      fs.cpSync(path.join(workDir, "cms"), path.join(content, "cms"), { recursive: true });
      progress("building the site from the snapshot…");
      const res = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], { cwd: ROOT, env: { ...process.env, CONTENT_DIR: content, BUILD_DIR: buildDir }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, timeout: 900_000 });
      progress(`build finished with exit ${res.status}`);
      expect(res.status, `${res.stdout}\n${res.stderr}`.slice(-4000)).toBe(0);
      const siteUrl = /^siteUrl: (.+)$/m.exec(fs.readFileSync(path.join(content, "site", "company.md"), "utf8"))![1]!.trim();
      const page = fs.readFileSync(path.join(buildDir, "client", "blog", "links-in-every-form.html"), "utf8");
      expect(page).toContain("<title>Every Link Form, Explained | Studio SEO</title>");
      expect(page).toContain('<meta name="description" content="A description set in Yoast, not the excerpt."/>');
      expect(page).toContain('<meta name="robots" content="noindex"/>');
      expect(page).toContain(`<link rel="canonical" href="${siteUrl}/blog/links-in-every-form"/>`);
      expect(page).not.toContain("pwned");
      // Yoast's share picture is the featured image (its default): described as the featured image is.
      const links = posts().find((p) => p.slug === "links-in-every-form")!;
      const shareAlt = /<meta property="og:image:alt" content="([^"]*)"/.exec(page)?.[1];
      expect(shareAlt && decode(shareAlt)).toBe(decode(links.featuredImage!.alt));
      const sitemap = fs.readFileSync(path.join(buildDir, "client", "sitemap.xml"), "utf8");
      const feed = fs.readFileSync(path.join(buildDir, "client", "rss.xml"), "utf8");
      expect(sitemap).not.toContain("/blog/links-in-every-form<");
      expect(feed).not.toContain("/blog/links-in-every-form<");
      const other = posts().find((p) => p.slug !== "links-in-every-form" && p.slug !== rankMathSlug && p.seo?.title)!;
      const otherPage = fs.readFileSync(path.join(buildDir, "client", "blog", `${other.slug}.html`), "utf8");
      // Stored as tag-free text with WordPress's entities (the site name's "&amp;"); shown decoded, then escaped once.
      expect(otherPage).toContain(`<title>${decode(other.seo!.title!).replace(/&/g, "&amp;")}</title>`);
      expect(sitemap).toContain(`${siteUrl}/blog/${encodeURIComponent(other.slug)}</loc>`);
      // WordPress's own feed id, kept: a reader of the old feed sees no post twice (decision 230).
      expect(other.guid).toMatch(/^https?:\/\/\S+$/);
      expect(feed).toContain(`<guid isPermaLink="false">${other.guid!.replace(/&/g, "&amp;")}</guid>`);
      const rankMathPage = fs.readFileSync(path.join(buildDir, "client", "blog", `${rankMathSlug}.html`), "utf8");
      expect(rankMathPage).toContain("<title>A Title Set In Rank Math | Studio</title>");
      expect(rankMathPage).toContain('<meta name="robots" content="noindex"/>');
      expect(rankMathPage).not.toContain("pwned");
      await oldAddressesAnswer(path.join(buildDir, "client"));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(buildDir, { recursive: true, force: true });
    }
  }, 900_000);
});

/** npm start on the site built from the real snapshot: each old address form 301s to its page, in one hop (decision 113). */
async function oldAddressesAnswer(client: string) {
  const links = posts().find((p) => p.slug === "links-in-every-form")!;
  const pages = JSON.parse(fs.readFileSync(path.join(workDir, "cms", "wp-pages.json"), "utf8")) as { id: number; slug: string }[];
  const about = pages.find((p) => p.slug === "about")!;
  const server = await serve({ dir: client, port: 0, host: "127.0.0.1" });
  try {
    const base = originOf(server);
    const cases: [string, string][] = [
      ["/blog/links-old-name/", "/blog/links-in-every-form"],
      [`/blog/?p=${links.id}`, "/blog/links-in-every-form"],
      [`/blog/?page_id=${about.id}`, "/about"],
      ["/blog/about/", "/about"],
    ];
    for (const [from, to] of cases) {
      const res = await fetch(base + from, { redirect: "manual" });
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location"), from).toBe(to);
    }
    const rules = fs.readFileSync(path.join(client, "_redirects"), "utf8");
    expect(rules).not.toMatch(/evil|\.\.\//);
    expect((await fetch(`${base}/blog/links-in-every-form`, { redirect: "manual" })).status, "the page itself is no redirect").toBe(200);
  } finally {
    server.close();
  }
}
