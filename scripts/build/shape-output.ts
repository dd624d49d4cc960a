/**
 * build/client shaped for static hosts (DESIGN.md "URLs", "Not found vs. new slugs"):
 *
 *  - `about/index.html` → `about.html`, so `/about` is served without a redirect on Netlify,
 *    Cloudflare Pages and GitHub Pages (canonical URLs have no trailing slash);
 *  - the prerendered not-found page → `404.html`;
 *  - the host rules (scripts/lib/host-rules.ts, decision 099): the app shell copied to
 *    `blog/404.html`, `portfolio/404.html`, `faq/404.html` and `_redirects` for `DEPLOY_HOST`, so
 *    slugs published after the build still open; no page at a redirect's `from` path (it would
 *    shadow the rule on Netlify); the shell at each browser-only path; `_headers`; and
 *    `build/nginx/site.conf`, `old-addresses.conf` and `map-sizes.conf` for a plain nginx.
 */
import fs from "node:fs";
import path from "node:path";
import { LIVE_PREFIXES, NOT_FOUND_FILE, cloudflareRedirectsWarning, REDIRECTS, SHELL_FILE, deployHostSetting, liveNotFoundFile, redirectsFile, type HostRedirect } from "../lib/host-rules";
import { nginxFiles } from "../lib/nginx";
import { builtPatternTest } from "./old-addresses";
import { hostFilePath } from "../lib/host-file-path";
import { headersFile } from "../lib/security";
import { relPath, walk } from "./files";
import { atHeadStart } from "./head";

/** Pages under their host names and the not-found page as 404.html; returns how many pages moved. */
export async function shapeOutput(out: string): Promise<number> {
  const { NOT_FOUND_PATH } = await import("../../app/content/paths.server");
  const moved = flattenHtml(out);
  fs.renameSync(path.join(out, `${NOT_FOUND_PATH}.html`), path.join(out, NOT_FOUND_FILE));
  fs.rmSync(path.join(out, `${NOT_FOUND_PATH}.data`), { force: true });
  removeDetailData(out);
  return moved;
}

/**
 * The `.data` React Router wrote for the CMS detail pages it rendered itself (a small snapshot's,
 * and the first of each collection's): a detail page opens as a document, never in the client
 * (decision 156), and the workers write none for theirs.
 */
export function removeDetailData(out: string) {
  for (const prefix of LIVE_PREFIXES) {
    const dir = path.join(out, prefix);
    for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) if (name.endsWith(".data")) fs.rmSync(path.join(dir, name), { force: true });
  }
}

/** Top-level folders of build/client that hold no page: the bundles and the build's data, image, media and search files. */
const NO_PAGES = /^(assets|_data|_img|_cms|_search)$/;

/** `x/y/index.html` → `x/y.html`; percent-encoded names (non-ASCII slugs) decoded. */
export function flattenHtml(out: string): number {
  let moved = 0;
  const files = fs.readdirSync(out, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (NO_PAGES.test(e.name) ? [] : walk(path.join(out, e.name))) : [path.join(out, e.name)]));
  for (const file of files) {
    const rel = relPath(out, file);
    const target = hostFilePath(rel);
    if (target === rel) continue;
    fs.mkdirSync(path.dirname(path.join(out, target)), { recursive: true });
    fs.renameSync(file, path.join(out, target));
    moved++;
  }
  removeEmptyDirs(out, out);
  return moved;
}

function removeEmptyDirs(dir: string, root: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && !(dir === root && NO_PAGES.test(entry.name))) removeEmptyDirs(path.join(dir, entry.name), root);
  }
  if (dir !== root && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
}

/**
 * The app shell where new slugs and browser-only routes need it, `_redirects`, `_headers` and the
 * nginx configuration; `old` are the snapshot's old WordPress addresses (./old-addresses.ts).
 */
export async function writeHostRules(out: string, host = deployHostSetting(), old: readonly HostRedirect[] = []) {
  const shell = path.join(out, SHELL_FILE);
  for (const prefix of LIVE_PREFIXES) {
    fs.mkdirSync(path.join(out, prefix), { recursive: true });
    fs.copyFileSync(shell, path.join(out, liveNotFoundFile(prefix)));
  }
  // React Router writes a meta-refresh page for a redirecting route; the hosts redirect with 301 instead.
  for (const [from] of REDIRECTS) fs.rmSync(path.join(out, hostFilePath(`${from.slice(1)}/index.html`)), { force: true });
  const { BROWSER_ONLY_PATHS } = await import("../../app/content/paths.server");
  for (const p of BROWSER_ONLY_PATHS) fs.writeFileSync(path.join(out, hostFilePath(`${p.slice(1)}/index.html`)), noindexShell(fs.readFileSync(shell, "utf8")));
  const redirects = redirectsFile(host, old, builtPatternTest(out));
  fs.writeFileSync(path.join(out, "_redirects"), redirects);
  const tooMany = cloudflareRedirectsWarning(redirects, host);
  if (tooMany) console.warn(`  warning: ${tooMany}`);
  fs.writeFileSync(path.join(out, "_headers"), headersFile());
  fs.mkdirSync(nginxDir(out), { recursive: true });
  for (const [name, text] of Object.entries(nginxFiles(old))) fs.writeFileSync(path.join(nginxDir(out), name), text);
}

/** build/nginx/ beside build/client: the nginx configuration is not part of the uploaded site. */
export function nginxDir(out: string): string {
  return path.join(path.dirname(out), "nginx");
}

/** The app shell for a browser-only route: the same page, kept out of search results (after the character set: ./head.ts). */
function noindexShell(html: string): string {
  return atHeadStart(html, '<meta name="robots" content="noindex"/>');
}
