/**
 * What the host tests look at: the built site (build/client, or BUILD_DIR's), its pages, and
 * plain HTTP requests that never follow a redirect.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { type DeployHost, parseRedirects, redirectsFile } from "../../scripts/lib/host-rules";
import { clientDir, scratchDir } from "../../app/content/environment.server";
import { getCompany } from "~/features/site/company.server";
import { readSnapshot } from "~/features/collections/snapshot.server";
import { cleanArticleTitle } from "~/lib/text";
import { walk } from "../../scripts/build/files";

export const BUILD = clientDir();
export const SITE_URL = getCompany().siteUrl;

export const read = (rel: string) => fs.readFileSync(path.join(BUILD, rel));

/**
 * Every page URL the build wrote, from its HTML files: not the 404 pages, the app shell and its
 * copies (browser-only routes such as /preview), or the editor at /admin.
 */
export function builtPages(): string[] {
  if (!fs.existsSync(path.join(BUILD, "index.html"))) throw new Error(`No build in ${BUILD}: run "npm run build" first.`);
  return walk(BUILD)
    .filter((f) => f.endsWith(".html"))
    .map((f) => path.relative(BUILD, f).split(path.sep).join("/"))
    .filter((rel) => !rel.endsWith("404.html") && !rel.startsWith("__") && !rel.startsWith("admin/"))
    .filter((rel) => !fs.readFileSync(path.join(BUILD, rel), "utf8").includes('"isSpaMode":true'))
    .map((rel) => (rel === "index.html" ? "/" : `/${rel.replace(/\.html$/, "")}`))
    .sort();
}

/** The built pages under the live prefixes (posts, portfolio items, FAQs): where a wrong rewrite shows first. */
export function builtRecordPages(): string[] {
  return builtPages().filter((p) => /^\/(blog|portfolio|faq)\/./.test(p));
}

/** URL-encodes each path segment, as a browser sends it. */
export const urlFor = (pagePath: string) => pagePath.split("/").map(encodeURIComponent).join("/");

export const canonicalOf = (pagePath: string) => `<link rel="canonical" href="${pagePath === "/" ? SITE_URL : `${SITE_URL}${urlFor(pagePath)}`}"/>`;

/** The first post of the snapshot and its page. */
export function firstPost(): { path: string; title: string } {
  const post = readSnapshot().posts[0]!;
  return { path: `/blog/${post.slug}`, title: cleanArticleTitle(post.title) };
}

export interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
  text: string;
}

/** One GET, redirects not followed, no compression asked for. */
export async function get(origin: string, target: string): Promise<Answer> {
  const res = await fetch(`${origin}${target}`, { redirect: "manual", headers: { "Accept-Encoding": "identity" } });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, body, text: body.toString("utf8") };
}

export const isShell = (html: string) => html.includes('"isSpaMode":true');
export const NOT_FOUND_TEXT = "Oops! Page not found";

/**
 * The build with `_redirects` written for another DEPLOY_HOST, in .tmp/hosts/variants/<host>/client:
 * hard links to build/client's files (instant, no space), only `_redirects` is a file of its own.
 */
export function variantBuild(host: DeployHost): string {
  const dir = path.join(scratchDir(), "hosts", "variants", host, "client");
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const cp = spawnSync("cp", ["-al", BUILD, dir], { encoding: "utf8" });
  if (cp.status !== 0) throw new Error(`cp -al ${BUILD} ${dir}: ${cp.stderr}`);
  fs.rmSync(path.join(dir, "_redirects"));
  fs.writeFileSync(path.join(dir, "_redirects"), redirectsFile(host, oldAddressRules()));
  return dir;
}

/** The build's old WordPress addresses (decision 113), read back from its `_redirects` (one per path, without the trailing-slash twins). */
export function oldAddressRules() {
  const fixed = new Set(["/gallery"]);
  const seen = new Set<string>();
  return parseRedirects(read("_redirects").toString("utf8")).filter((r) => {
    const key = r.query ? `${r.from.replace(/(.)\/$/, "$1")}?${r.query.name}=${r.query.value}` : r.from.replace(/(.)\/$/, "$1");
    if (fixed.has(r.from.replace(/(.)\/$/, "$1")) || seen.has(key)) return false;
    seen.add(key);
    return true;
  }).map((r) => (r.query ? { ...r, from: r.from.replace(/(.)\/$/, "$1") } : r));
}

/** Where a host run keeps its logs, state and config. */
export const workDir = (name: string) => path.join(scratchDir(), "hosts", name);
