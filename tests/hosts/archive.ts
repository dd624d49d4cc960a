/**
 * The large archive's old addresses on a host runtime (decision 137): its site
 * (tests/fixtures/large-archive.ts) with the `_redirects` a build for `host` writes, and what the
 * runtime must answer: each permalink form a 301 in one hop, built pages served.
 */
import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { oldAddresses } from "../../app/features/collections/old-addresses";
import { builtPathTest, builtPatternTest } from "../../scripts/build/old-addresses";
import { type DeployHost, redirectsFile } from "../../scripts/lib/host-rules";
import { writeFiles } from "../fixtures/files";
import { ARCHIVE_API, ARCHIVE_CATEGORIES, ARCHIVE_CATEGORY_USE, ARCHIVE_POSTS, archiveFiles, archiveRecords } from "../fixtures/large-archive";
import { get } from "./site";

/** Writes the archive's site in `work`/site with its `_redirects`; returns the folder and the file. */
export function writeArchiveSite(work: string, host: DeployHost): { site: string; text: string } {
  const site = path.join(work, "site");
  fs.rmSync(site, { recursive: true, force: true });
  writeFiles(site, archiveFiles());
  const { rules } = oldAddresses({ apiUrl: ARCHIVE_API, records: archiveRecords(), categories: ARCHIVE_CATEGORIES, categoryUse: ARCHIVE_CATEGORY_USE, isBuilt: builtPathTest(site) });
  const text = redirectsFile(host, rules, builtPatternTest(site));
  fs.writeFileSync(path.join(site, "_redirects"), text);
  return { site, text };
}

/**
 * Each form of an old address answers 301 with its page, in one hop; `wordpressSpelling` is where
 * this runtime sends WordPress's own escapes of a non-ASCII one; `pages` answer 200 with their text.
 */
export async function expectArchiveAnswers(origin: string, wordpressSpelling: string, pages: [string, string][]) {
  for (const [from, to] of [
    ["/blog/2015/01/caf%C3%A9-0/", "/blog/caf%C3%A9-0"],
    ["/blog/2015/01/caf%c3%a9-0/", wordpressSpelling],
    ["/blog/2020/06/old-post-5/", "/blog/post-5"],
    ["/blog/2019/05/post-4/", "/blog/post-4"],
    ["/blog/2019/05/post-4", "/blog/post-4"],
    [`/blog/2026/12/post-${ARCHIVE_POSTS - 1}/`, `/blog/post-${ARCHIVE_POSTS - 1}`],
    ["/blog/portfolio/project-29/", "/portfolio/project-29"],
    // WordPress's feed and a date archive (decision 213).
    ["/blog/feed/", "/rss.xml"],
    ["/blog/feed", "/rss.xml"],
    ["/blog/2019/05/", "/blog"],
    ["/blog/2019", "/blog"],
    // A category's archive, to the blog's list of it (decision 216).
    ["/blog/category/rooms/kitchens/", "/blog?category=kitchens"],
    ["/blog/category/rooms/kitchens", "/blog?category=kitchens"],
    ["/blog/category/caf%C3%A9/", "/blog?category=caf%C3%A9"],
    ["/blog/category/lighting/", "/blog?category=lighting"],
    // The request's own query gives way to the target's, as both hosts do (a campaign's tag is lost, not the category).
    ["/blog/category/lighting/?utm_source=news&category=kitchens", "/blog?category=lighting"],
  ]) {
    const res = await get(origin, from!);
    expect(res.status, from).toBe(301);
    expect(res.headers.get("location"), from).toBe(to);
  }
  for (const [page, text] of [["/services/residential/kitchens", "a three-segment page"], ["/blog/post-4", "post-4"], ...pages]) {
    const res = await get(origin, page!);
    expect(res.status, page).toBe(200);
    expect(res.text, page).toBe(text);
  }
}
