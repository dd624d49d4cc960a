import fs from "node:fs";
import { cspSources, finishPage } from "./csp";
import { relPath, walk } from "./files";
import { LinkChecker } from "./link-check";
import { indexable, sitePath } from "./seo-files";

/**
 * Every built page as it is served: hydration after the first paint (./hydration.ts) and its CSP
 * (./csp.ts), with one read and at most one write per page (pages the prerender workers wrote are
 * already finished). The final HTML goes by the link check and the sitemap on the way: returns
 * how many pages there are, the link checker holding their links, and the indexable site paths.
 */
export async function finishPages(out: string): Promise<{ pages: number; links: LinkChecker; indexed: string[] }> {
  const files = walk(out).filter((f) => f.endsWith(".html"));
  const sources = await cspSources();
  const links = new LinkChecker(out);
  const indexed: string[] = [];
  for (const file of files) {
    const raw = fs.readFileSync(file, "utf8");
    const rel = relPath(out, file);
    const html = finishPage(raw, sources);
    if (html !== raw) fs.writeFileSync(file, html);
    links.add(file, html);
    if (indexable(rel, html)) indexed.push(sitePath(rel));
  }
  return { pages: files.length, links, indexed: indexed.sort() };
}
