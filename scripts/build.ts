/**
 * npm run build — validates content, runs React Router's static build (every route
 * prerendered from content and the CMS snapshot), then shapes build/client for a static host:
 *
 *  - `about/index.html` → `about.html`, so `/about` is served without a redirect on Netlify,
 *    Cloudflare Pages and GitHub Pages (canonical URLs have no trailing slash);
 *  - the prerendered not-found page → `404.html`;
 *  - the app shell copied to `blog/404.html`, `portfolio/404.html`, `faq/404.html` (Cloudflare
 *    Pages) and `_redirects` rewrites (Netlify), so slugs published after the build still open;
 *  - processed images and snapshot media that built pages reference are copied in.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { runContentCheck } from "./check-content";
import { LIVE_PREFIXES, NOT_FOUND_FILE, SHELL_FILE, hostFilePath, netlifyRedirects } from "./lib/host-rules";
import { LinkChecker, cmsHtmlUrls } from "./lib/link-check";
import { precompressAssets } from "./lib/precompress";
import { prerenderInWorkers } from "./lib/prerender-workers";
import { cspSources, finishPage, headersFile } from "./lib/security";
import { robots, rssFeed, sitemap } from "./lib/seo-files";
import { adminHeadersBlock, writeAdmin } from "../app/features/admin/host.server";
import { buildDir, clientDir, cmsMediaDir, imageCacheDir, projectRoot, serverCopyDir } from "./paths";

const ROOT = projectRoot();
const BUILD = buildDir();
const OUT = clientDir();
const NOT_FOUND_DIR = "__not-found";

function step(name: string) {
  console.log(`\n▸ ${name}`);
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

/** `x/y/index.html` → `x/y.html`; percent-encoded names (non-ASCII slugs) decoded. */
export function flattenHtml(out: string): number {
  let moved = 0;
  for (const file of walk(out)) {
    const rel = path.relative(out, file).split(path.sep).join("/");
    const target = hostFilePath(rel);
    if (target === rel) continue;
    fs.mkdirSync(path.dirname(path.join(out, target)), { recursive: true });
    fs.renameSync(file, path.join(out, target));
    moved++;
  }
  removeEmptyDirs(out);
  return moved;
}

function removeEmptyDirs(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) removeEmptyDirs(path.join(dir, entry.name));
  }
  if (dir !== OUT && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
}

/** Copies every `/_img/…` and `/_cms/media/…` file that a built page or data file references. */
function copyReferencedMedia(out: string): { images: number; media: number } {
  const sources: Record<string, string> = {
    "/_img/": imageCacheDir(),
    "/_cms/media/": cmsMediaDir(),
  };
  const found = new Set<string>();
  const pattern = /\/(_img|_cms\/media)\/[A-Za-z0-9._-]+/g;
  for (const file of walk(out)) {
    // .data files are skipped: each page's HTML embeds the same loader data.
    if (!/\.(html|json|xml|js)$/.test(file)) continue;
    for (const m of fs.readFileSync(file, "utf8").matchAll(pattern)) found.add(m[0]);
  }
  let images = 0;
  let media = 0;
  const missing: string[] = [];
  for (const ref of found) {
    const prefix = ref.startsWith("/_img/") ? "/_img/" : "/_cms/media/";
    const src = path.join(sources[prefix]!, ref.slice(prefix.length));
    if (!fs.existsSync(src)) {
      missing.push(ref);
      continue;
    }
    const dest = path.join(out, ref);
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    fs.copyFileSync(src, dest);
    if (prefix === "/_img/") images++;
    else media++;
  }
  if (missing.length) throw new Error(`Built pages reference media that does not exist:\n  ${missing.join("\n  ")}`);
  return { images, media };
}

/** The snapshot's lists as static JSON (Load More and search fall back to them; see app/features/collections/static-data.ts). */
async function writeStaticData(out: string): Promise<number> {
  const { staticDataFiles } = await import("../app/features/collections/cms-pages.server");
  const files = await staticDataFiles();
  for (const [sitePath, value] of files) {
    const dest = path.join(out, sitePath);
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    fs.writeFileSync(dest, JSON.stringify(value));
  }
  return files.size;
}

export async function shapeOutput(out = OUT) {
  const moved = flattenHtml(out);
  fs.renameSync(path.join(out, `${NOT_FOUND_DIR}.html`), path.join(out, NOT_FOUND_FILE));
  fs.rmSync(path.join(out, `${NOT_FOUND_DIR}.data`), { force: true });
  const shell = path.join(out, SHELL_FILE);
  for (const prefix of LIVE_PREFIXES) {
    const dir = path.join(out, prefix);
    fs.mkdirSync(dir, { recursive: true });
    fs.copyFileSync(shell, path.join(dir, NOT_FOUND_FILE));
  }
  const { BROWSER_ONLY_PATHS } = await import("../app/content/paths.server");
  for (const p of BROWSER_ONLY_PATHS) fs.writeFileSync(path.join(out, hostFilePath(`${p.slice(1)}/index.html`)), noindexShell(fs.readFileSync(shell, "utf8")));
  fs.writeFileSync(path.join(out, "_redirects"), netlifyRedirects());
  const dataFiles = await writeStaticData(out);
  console.log(`  ${dataFiles} static data files of the snapshot's lists`);
  const { images, media } = copyReferencedMedia(out);
  console.log(`  ${moved} pages written as name.html, 404.html and the app shell in place`);
  console.log(`  ${images} image variants and ${media} snapshot media files copied`);

  const html = walk(out).filter((f) => f.endsWith(".html"));
  const links = new LinkChecker(out);
  const indexed = await finishHtml(out, html, links);
  fs.writeFileSync(path.join(out, "_headers"), headersFile() + adminHeadersBlock());
  console.log(`  ${html.length} HTML files: hydration after the first paint, CSP meta tag with script hashes`);
  const pages = await writeSeoFiles(out, indexed);
  console.log(`  sitemap.xml (${pages} URLs), robots.txt and rss.xml written`);

  const { readSnapshot } = await import("../app/features/collections/snapshot.server");
  const snap = readSnapshot();
  const { broken, cms } = links.check(cmsHtmlUrls([...snap.posts, ...snap.portfolio, ...snap.faq]));
  if (cms.length) {
    // Links editors wrote in WordPress: reported, never a failed deploy (decision 070).
    console.log(`  warning: ${cms.length} ${cms.length === 1 ? "link inside CMS HTML leads" : "links inside CMS HTML lead"} nowhere on the built site (fix them in WordPress):`);
    for (const b of cms) console.log(`    warning: ${b.page}: ${b.url}`);
  }
  if (broken.length) {
    throw new Error(
      `Link check: ${broken.length} internal link${broken.length === 1 ? "" : "s"} lead nowhere:\n` +
        broken.map((b) => `  ${b.page}: ${b.url}`).join("\n"),
    );
  }
  console.log("  link check: every internal link, image and asset resolves to a built file");
  const gz = await precompressAssets(out);
  console.log(`  ${gz.files} scripts and stylesheets precompressed with Zopfli (${gz.compressed} new, the rest from .cache/gz)`);
  // The editor goes in last: no public page links to it, and it is in no sitemap, link check or precompression.
  console.log(`  /admin: ${await writeAdmin(out)} files of the editor (noindex, its own CSP in _headers)`);
}

/** The app shell for a browser-only route: the same page, kept out of search results. */
function noindexShell(html: string): string {
  return html.replace("<head>", '<head><meta name="robots" content="noindex"/>');
}

/** Whether a built page belongs in the sitemap: not a 404, the shell, a redirect or a noindex page. */
function indexable(rel: string, html: string): boolean {
  return (
    !rel.endsWith("404.html") &&
    !rel.startsWith("__") &&
    !html.includes('http-equiv="refresh"') &&
    !html.includes('<meta name="robots" content="noindex"/>')
  );
}

/** Site path of a built page: index.html → /, blog/x.html → /blog/x. */
function sitePath(rel: string): string {
  return rel === "index.html" ? "/" : `/${rel.replace(/\.html$/, "")}`;
}

async function writeSeoFiles(out: string, pages: string[]): Promise<number> {
  const { getCompany } = await import("../app/features/site/company.server");
  const { readSnapshot } = await import("../app/features/collections/snapshot.server");
  const { readPage } = await import("../app/features/site/site.server");
  const { blogPageSchema } = await import("../app/features/pages/pages.server");
  const { displayTitle, plainText } = await import("../app/lib/text");
  const company = getCompany();
  fs.writeFileSync(path.join(out, "sitemap.xml"), sitemap(company.siteUrl, pages));
  fs.writeFileSync(path.join(out, "robots.txt"), robots(company.siteUrl));
  const blog = readPage("blog", blogPageSchema);
  fs.writeFileSync(
    path.join(out, "rss.xml"),
    rssFeed({
      siteUrl: company.siteUrl,
      title: `${blog.hero.title} | ${company.name}`,
      description: blog.meta.description,
      items: readSnapshot().posts.map((p) => ({
        title: displayTitle(p.title),
        path: `/blog/${p.slug}`,
        description: plainText(p.excerpt),
        date: p.date,
        author: p.author ? displayTitle(p.author) : company.teamName,
      })),
    }),
  );
  return pages.length;
}

/**
 * Makes hydration wait for the first paint (scripts/lib/hydration.ts), adds the page's CSP, and
 * hands the final HTML to the link check and the sitemap (one read and at most one write per
 * page; pages the prerender workers wrote are already finished). Returns the indexable pages.
 */
async function finishHtml(out: string, files: string[], links: LinkChecker): Promise<string[]> {
  const sources = await cspSources();
  const indexed: string[] = [];
  for (const file of files) {
    const raw = fs.readFileSync(file, "utf8");
    const html = finishPage(raw, sources);
    if (html !== raw) fs.writeFileSync(file, html);
    links.add(file, html);
    const rel = path.relative(out, file).split(path.sep).join("/");
    if (indexable(rel, html)) indexed.push(sitePath(rel));
  }
  return indexed.sort();
}

async function main() {
  const started = Date.now();
  step("Checking content");
  if (!runContentCheck()) process.exit(1);

  step("Building and prerendering");
  fs.rmSync(BUILD, { recursive: true, force: true });
  const rr = spawnSync(process.execPath, [path.join(ROOT, "node_modules/@react-router/dev/bin.js"), "build"], {
    stdio: ["ignore", "pipe", "inherit"],
    env: process.env,
    // React Router logs a line per prerendered file: 10,000 posts are far beyond the 1 MB default.
    maxBuffer: 512 * 1024 * 1024,
  });
  const log = rr.stdout?.toString() ?? "";
  const pages = (log.match(/Prerender \(html\)/g) ?? []).length;
  const serverCopy = serverCopyDir();
  if (rr.status !== 0) {
    fs.rmSync(serverCopy, { recursive: true, force: true });
    process.stdout.write(log.slice(-20_000));
    if (rr.error) console.error(rr.error.message);
    console.error("\nBuild failed (see above).");
    process.exit(rr.status ?? 1);
  }
  console.log(`  ${pages} HTML files prerendered by React Router`);
  try {
    const { workerPrerenderPaths } = await import("../app/content/paths.server");
    const rest = workerPrerenderPaths();
    if (rest.length) {
      const rendered = await prerenderInWorkers({ serverDir: serverCopy, clientDir: OUT, paths: rest });
      console.log(`  ${rendered} CMS pages prerendered in parallel workers`);
    }
  } finally {
    fs.rmSync(serverCopy, { recursive: true, force: true });
  }

  step("Shaping build/client for static hosts");
  await shapeOutput();
  console.log(`\nBuilt in ${((Date.now() - started) / 1000).toFixed(1)} s → ${path.relative(ROOT, OUT)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
