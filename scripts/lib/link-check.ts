/**
 * The build's link check: every internal link, image and asset of every built HTML page must
 * resolve to a built file, by the host rules (`/about` → about.html). Query and hash are ignored.
 */
import fs from "node:fs";
import path from "node:path";

export interface BrokenLink {
  page: string;
  url: string;
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
 * Checks pages one at a time (`add`, with HTML already in memory) against the built files;
 * each URL's target is looked up once however many pages link to it (the header and footer
 * links of 10,000 posts are the same few dozen).
 */
export class LinkChecker {
  readonly broken: BrokenLink[] = [];
  private readonly known = new Map<string, boolean>();
  constructor(private readonly out: string) {}

  add(file: string, html: string) {
    const page = `/${path.relative(this.out, file).split(path.sep).join("/")}`;
    for (const url of new Set(internalUrls(html))) {
      let ok = this.known.get(url);
      if (ok === undefined) {
        ok = resolves(this.out, url);
        this.known.set(url, ok);
      }
      if (!ok) this.broken.push({ page, url });
    }
  }
}
