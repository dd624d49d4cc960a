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
import os from "node:os";
import path from "node:path";
import { BROWSER_ONLY_PATHS } from "../../app/content/paths.server";
import { hostFilePath } from "../lib/host-file-path";
import { headersFile } from "../lib/security";
import { projectRoot, toolsDir } from "../../app/content/environment.server";

/** What the tools site adds to the site's `_headers`: nothing on it is ever indexed. */
export const TOOLS_NOINDEX = "/*\n  X-Robots-Tag: noindex, nofollow\n";

/** The files of the tools only, relative to build/client. */
export function toolFiles(): string[] {
  return ["admin", ...BROWSER_ONLY_PATHS.map((p) => hostFilePath(`${p.slice(1)}/index.html`))];
}

/** The file the tools step leaves in the folder it writes: only a folder holding it (or an empty one) is ever cleared. */
export const TOOLS_MARKER = ".tools-site";

const within = (inner: string, outer: string) => inner === outer || inner.startsWith(outer.endsWith(path.sep) ? outer : outer + path.sep);

/**
 * Why `tools` may not be cleared and written, or undefined. The step empties the folder first,
 * so a TOOLS_DIR of `build`, `.`, `..` or `~` would delete the build, the project or more: it
 * must be neither the public site's folder nor inside it (it would be deployed with it), nor
 * hold it, nor be the project, one of its parents or the home folder, and it must be missing,
 * empty, or a folder this step wrote before (it holds TOOLS_MARKER).
 */
export function toolsDirProblem(out: string, tools: string, root = projectRoot(), home = os.homedir()): string | undefined {
  const t = path.resolve(tools);
  const o = path.resolve(out);
  const say = (why: string) => `TOOLS_DIR ${tools} ${why}; set TOOLS_DIR to a folder of its own (say ../tools-site)`;
  if (within(t, o)) return say(`must be outside the public site's folder (${out})`);
  if (within(path.resolve(root), t)) return say(`is the project (${root}) or one of its parents`);
  if (within(o, t)) return say(`holds the public site's folder (${out}), which clearing it would delete`);
  if (t === path.resolve(home)) return say("is the home folder");
  let entries: string[];
  try {
    entries = fs.readdirSync(t);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    return say(`cannot be read as a folder (${(err as Error).message})`);
  }
  if (entries.length > 0 && !entries.includes(TOOLS_MARKER)) return say(`is a folder with files this step did not write (no ${TOOLS_MARKER} in it), which it will not delete`);
  return undefined;
}

/** Moves /admin and /preview out of `out` into a site of their own at `tools`; returns the files moved. */
export function writeToolsSite(out: string, tools: string, root = projectRoot()): string[] {
  const problem = toolsDirProblem(out, tools, root);
  if (problem) throw new Error(problem);
  fs.rmSync(tools, { recursive: true, force: true });
  fs.cpSync(out, tools, { recursive: true });
  fs.writeFileSync(path.join(tools, TOOLS_MARKER), "Written by the build's TOOLS_DIR step (scripts/build/tools-site.ts); the next build clears this folder.\n");
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
