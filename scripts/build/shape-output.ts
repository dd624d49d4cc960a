/**
 * build/client shaped for static hosts (DESIGN.md "URLs", "Not found vs. new slugs"):
 *
 *  - `about/index.html` → `about.html`, so `/about` is served without a redirect on Netlify,
 *    Cloudflare Pages and GitHub Pages (canonical URLs have no trailing slash);
 *  - the prerendered not-found page → `404.html`;
 *  - the host rules: the app shell copied to `blog/404.html`, `portfolio/404.html`, `faq/404.html`
 *    (Cloudflare Pages) and `_redirects` rewrites (Netlify), so slugs published after the build
 *    still open; the shell at each browser-only path; `_headers`.
 */
import fs from "node:fs";
import path from "node:path";
import { LIVE_PREFIXES, NOT_FOUND_FILE, SHELL_FILE, hostFilePath, netlifyRedirects } from "../lib/host-rules";
import { headersFile } from "../lib/security";
import { relPath, walk } from "./files";

/** Pages under their host names and the not-found page as 404.html; returns how many pages moved. */
export async function shapeOutput(out: string): Promise<number> {
  const { NOT_FOUND_PATH } = await import("../../app/content/paths.server");
  const moved = flattenHtml(out);
  fs.renameSync(path.join(out, `${NOT_FOUND_PATH}.html`), path.join(out, NOT_FOUND_FILE));
  fs.rmSync(path.join(out, `${NOT_FOUND_PATH}.data`), { force: true });
  return moved;
}

/** `x/y/index.html` → `x/y.html`; percent-encoded names (non-ASCII slugs) decoded. */
export function flattenHtml(out: string): number {
  let moved = 0;
  for (const file of walk(out)) {
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
    if (entry.isDirectory()) removeEmptyDirs(path.join(dir, entry.name), root);
  }
  if (dir !== root && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
}

/** The app shell where new slugs and browser-only routes need it, `_redirects` and `_headers`. */
export async function writeHostRules(out: string) {
  const shell = path.join(out, SHELL_FILE);
  for (const prefix of LIVE_PREFIXES) {
    const dir = path.join(out, prefix);
    fs.mkdirSync(dir, { recursive: true });
    fs.copyFileSync(shell, path.join(dir, NOT_FOUND_FILE));
  }
  const { BROWSER_ONLY_PATHS } = await import("../../app/content/paths.server");
  for (const p of BROWSER_ONLY_PATHS) fs.writeFileSync(path.join(out, hostFilePath(`${p.slice(1)}/index.html`)), noindexShell(fs.readFileSync(shell, "utf8")));
  fs.writeFileSync(path.join(out, "_redirects"), netlifyRedirects());
  fs.writeFileSync(path.join(out, "_headers"), headersFile());
}

/** The app shell for a browser-only route: the same page, kept out of search results. */
function noindexShell(html: string): string {
  return html.replace("<head>", '<head><meta name="robots" content="noindex"/>');
}
