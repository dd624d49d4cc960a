import { cached, readContentFile } from "../../content/read.server";
import { redirectsSchema } from "./schema";

export const REDIRECTS_FILE = "site/redirects.md";

/** A 301 of the studio's: a plain path (no trailing slash) to a site page (with its query, if any). */
export interface StudioRedirect {
  from: string;
  to: string;
}

/** The studio's own redirects from content/site/redirects.md (decision 228), as written. */
export const getStudioRedirects = cached((): StudioRedirect[] => readContentFile(REDIRECTS_FILE, redirectsSchema).data.redirects.map(({ from, to }) => ({ from, to })));

/**
 * The studio's redirects the build writes: each whose `from` no built file answers and whose `to`
 * is a built page (its path, without the query), the first of two with one `from`. The others are
 * one warning each, naming the file and the entry.
 */
export function studioRedirects(list: StudioRedirect[], isBuilt: (path: string) => boolean): { rules: StudioRedirect[]; warnings: string[] } {
  const rules: StudioRedirect[] = [];
  const warnings: string[] = [];
  const seen = new Set<string>();
  list.forEach(({ from: asWritten, to: written }, i) => {
    const from = asWritten.replace(/(.)\/+$/, "$1");
    // `/about/` is `/about`: the page's own address, not one more hop.
    const to = written.replace(/^(\/[^?]*?)\/+(?=$|\?)/, "$1");
    const at = `content/${REDIRECTS_FILE}: redirects[${i}]`;
    const key = from.toLowerCase();
    if (seen.has(key)) return void warnings.push(`${at}: ${from} is already redirected above (this one is ignored)`);
    if (isBuilt(from)) return void warnings.push(`${at}: ${from} is a page of the site, which stays (no redirect)`);
    if (!isBuilt(to.split("?")[0]!)) return void warnings.push(`${at}: ${to} is not a page of the site (no redirect)`);
    seen.add(key);
    rules.push({ from, to });
  });
  return { rules, warnings };
}
