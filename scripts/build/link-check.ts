/**
 * The build's link check: every internal link, image and asset of every built HTML page must
 * resolve to a built file, by the host rules (`/about` → about.html). Query and hash are ignored.
 * A URL that only CMS HTML holds (a link an editor wrote, decision 070) is reported apart: the
 * build warns about it and goes on; links the project writes fail the build.
 */
import fs from "node:fs";
import path from "node:path";
import { relPath } from "./files";

export interface BrokenLink {
  page: string;
  url: string;
}

/** Broken links split by who wrote them. */
export interface LinkReport {
  /** Written by the project: the build fails. */
  broken: BrokenLink[];
  /** Found in CMS HTML (snapshot body fields): a warning. */
  cms: BrokenLink[];
}

/** Internal URLs that CMS HTML holds (title, excerpt and body of every snapshot record). */
export function cmsHtmlUrls(records: Iterable<{ title: string; excerpt: string; content: string }>): Set<string> {
  const out = new Set<string>();
  for (const r of records) for (const f of [r.title, r.excerpt, r.content]) if (f.includes("=\"/")) for (const u of internalUrls(f)) out.add(u);
  return out;
}

function resolves(out: string, pathname: string): boolean {
  let p: string;
  try {
    p = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (p === "/") return fs.existsSync(path.join(out, "index.html"));
  const base = path.join(out, p);
  return (fs.existsSync(base) && fs.statSync(base).isFile()) || fs.existsSync(`${base.replace(/\/$/, "")}.html`);
}

/** Internal URLs of a page: href, src and every srcset candidate. */
export function internalUrls(html: string): string[] {
  const urls: string[] = [];
  for (const m of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) urls.push(m[1]!);
  for (const m of html.matchAll(/\ssrcset="([^"]*)"/gi)) {
    for (const cand of m[1]!.split(",")) urls.push(cand.trim().split(/\s+/)[0] ?? "");
  }
  return urls
    .map((u) => u.replace(/&amp;/g, "&"))
    .filter((u) => u.startsWith("/") && !u.startsWith("//"))
    .map((u) => u.split(/[?#]/)[0]!);
}

/**
 * Collects each page's internal URLs as its final HTML goes by (`add`), then checks them all
 * against the built files (`check`, once everything is written). Each URL's target is looked up
 * once however many pages link to it (the header and footer links of 10,000 posts are the same
 * few dozen).
 */
export class LinkChecker {
  private readonly pages: { page: string; urls: Set<string> }[] = [];
  constructor(private readonly out: string) {}

  add(file: string, html: string) {
    this.addUrls(file, internalUrls(html));
  }

  /** A page whose internal URLs are known without reading it (`internalUrls` of its HTML, kept by the page cache). */
  addUrls(file: string, urls: Iterable<string>) {
    this.pages.push({ page: `/${relPath(this.out, file)}`, urls: new Set(urls) });
  }

  /** `cmsUrls`: what CMS HTML holds (`cmsHtmlUrls`); a broken one of those is a warning, not a failure. */
  check(cmsUrls: ReadonlySet<string> = new Set()): LinkReport {
    const known = new Map<string, boolean>();
    const broken: BrokenLink[] = [];
    const cms: BrokenLink[] = [];
    for (const { page, urls } of this.pages) {
      for (const url of urls) {
        let ok = known.get(url);
        if (ok === undefined) {
          ok = resolves(this.out, url);
          known.set(url, ok);
        }
        if (!ok) (cmsUrls.has(url) ? cms : broken).push({ page, url });
      }
    }
    return { broken, cms };
  }
}

/**
 * The build's step: checks every page's links once everything is written. Broken links inside CMS
 * HTML (links editors wrote in WordPress) are printed as warnings, never a failed deploy
 * (decision 070); any other broken link throws with the list.
 */
export async function checkLinks(links: LinkChecker) {
  const { readSnapshot } = await import("../../app/features/collections/snapshot.server");
  const snap = readSnapshot();
  const { broken, cms } = links.check(cmsHtmlUrls([...snap.posts, ...snap.portfolio, ...snap.faq]));
  if (cms.length) {
    console.log(`  warning: ${cms.length} ${cms.length === 1 ? "link inside CMS HTML leads" : "links inside CMS HTML lead"} nowhere on the built site (fix them in WordPress):`);
    for (const b of cms) console.log(`    warning: ${b.page}: ${b.url}`);
  }
  if (broken.length) {
    throw new Error(
      `Link check: ${broken.length} internal link${broken.length === 1 ? "" : "s"} lead nowhere:\n` +
        broken.map((b) => `  ${b.page}: ${b.url}`).join("\n"),
    );
  }
}
