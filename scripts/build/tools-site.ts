/**
 * The editor and the preview on their own origin (decision 105). /preview keeps a WordPress
 * application password in the tab's sessionStorage and /admin a GitHub token in localStorage;
 * on the public site's origin, any script that ever runs there (a bad dependency, a sanitiser
 * miss) could read them. With `TOOLS_DIR` set, the build moves both into a second site for a
 * subdomain (say edit.example.com): a copy of the finished site (the preview renders drafts
 * with the site's own pages, scripts and styles, and its links keep working), never indexed,
 * with /admin's own headers. The public site then has neither: /admin and /preview are 404
 * there, so no password is ever typed on its origin.
 */
import fs from "node:fs";
import path from "node:path";
import { BROWSER_ONLY_PATHS } from "../../app/content/paths.server";
import { hostFilePath } from "../lib/host-rules";
import { headersFile } from "../lib/security";
import { projectRoot, toolsDir } from "../paths";

/** What the tools site adds to the site's `_headers`: nothing on it is ever indexed. */
export const TOOLS_NOINDEX = "/*\n  X-Robots-Tag: noindex, nofollow\n";

/** The files of the tools only, relative to build/client. */
export function toolFiles(): string[] {
  return ["admin", ...BROWSER_ONLY_PATHS.map((p) => hostFilePath(`${p.slice(1)}/index.html`))];
}

/** Moves /admin and /preview out of `out` into a site of their own at `tools`; returns the files moved. */
export function writeToolsSite(out: string, tools: string): string[] {
  if (path.resolve(tools) === path.resolve(out) || path.resolve(tools).startsWith(path.resolve(out) + path.sep)) {
    throw new Error(`TOOLS_DIR must be outside the public site's folder (${out}): ${tools}`);
  }
  fs.rmSync(tools, { recursive: true, force: true });
  fs.cpSync(out, tools, { recursive: true });
  for (const f of ["sitemap.xml", "rss.xml"]) fs.rmSync(path.join(tools, f), { force: true });
  fs.writeFileSync(path.join(tools, "robots.txt"), "User-agent: *\nDisallow: /\n");
  fs.writeFileSync(path.join(tools, "_headers"), headersFile() + TOOLS_NOINDEX);
  const moved = toolFiles().filter((f) => fs.existsSync(path.join(out, f)));
  for (const f of moved) fs.rmSync(path.join(out, f), { recursive: true, force: true });
  return moved;
}

/** The build's step: only when `TOOLS_DIR` is set. */
export function writeToolsSiteIfAsked(out: string): void {
  const tools = toolsDir();
  if (!tools) return;
  const moved = writeToolsSite(out, tools);
  console.log(`  TOOLS_DIR: ${moved.join(", ")} moved to ${path.relative(projectRoot(), tools) || tools}, a site of their own (never indexed)`);
}
