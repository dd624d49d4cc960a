import fs from "node:fs";
import { cspSources, finishPage } from "./csp";
import { relPath, walk } from "./files";
import { LinkChecker } from "./link-check";
import type { PageEntry } from "./page-cache";
import { indexable, sitePath } from "./seo-files";

/**
 * Every built page as it is served: hydration after the first paint (./hydration.ts) and its CSP
 * (./csp.ts), with one read and at most one write per page (pages the prerender workers wrote are
 * already finished; `known`, the page cache's pages by their file in `out`, are not read at all:
 * their links and sitemap entry come from the cache, decision 132). The final HTML goes by the link check and the sitemap on the way: returns
 * how many pages there are, the link checker holding their links, and the indexable site paths.
 */
export async function finishPages(out: string, known: ReadonlyMap<string, PageEntry> = new Map()): Promise<{ pages: number; links: LinkChecker; indexed: string[] }> {
  const files = walk(out).filter((f) => f.endsWith(".html"));
  const sources = await cspSources();
  const links = new LinkChecker(out);
  const indexed: string[] = [];
  for (const file of files) {
    const rel = relPath(out, file);
    // A CMS page of the page cache: finished by its worker, its links and sitemap entry kept with it.
    const entry = known.get(file);
    if (entry?.links && entry.indexable !== undefined) {
      links.addUrls(file, entry.links);
      if (entry.indexable) indexed.push(sitePath(rel));
      continue;
    }
    const raw = fs.readFileSync(file, "utf8");
    const html = finishPage(raw, sources);
    if (html !== raw) fs.writeFileSync(file, html);
    links.add(file, html);
    if (indexable(rel, html)) indexed.push(sitePath(rel));
  }
  return { pages: files.length, links, indexed: indexed.sort() };
}
