/**
 * Build step: the snapshot's old WordPress addresses as 301s (decision 113), for `_redirects`,
 * build/nginx/site.conf and npm start. Reads the snapshot the pages were built from and asks the
 * built output which paths a file answers, so no rule shadows a page and every target exists.
 */
import fs from "node:fs";
import path from "node:path";
import { cmsMetaSchema } from "../../app/cms/snapshot-schema";
import { oldAddresses, type UnmappedPage } from "../../app/features/collections/old-addresses";
import { pathKey } from "../../app/features/collections/cms-links";
import { REDIRECTS, type HostRedirect } from "../lib/host-rules";
import type { PatternSegments } from "../lib/redirect-groups";
import { snapshotDir } from "../../app/content/environment.server";
import { FEED_PATH, SITEMAP_PATH } from "../../app/lib/seo";

/** Paths the build claims after this step or at the top level of its own (the fixed 301s, the editor, `/_…`, `/assets`, the feed, the sitemap). */
const RESERVED = new Set([...REDIRECTS.map(([from]) => from), "/admin", "/preview", "/assets", FEED_PATH, SITEMAP_PATH].map((p) => p.slice(1).split("/")[0]!));

/** Whether the build claims every path that starts with this segment: `/_…` and RESERVED's. */
const claimed = (first: string) => first.startsWith("_") || RESERVED.has(first);

/**
 * Whether a file of build/client answers the decoded path (`/about` → about.html, a folder, a
 * file), or the build claims it: the same answer before and after the rest of the build runs.
 * Without regard to case in its last segment (`/About` is `/about`): nginx's maps match paths so
 * (decision 187), and a rule for `/About` must not send the page `/about` elsewhere.
 */
export function builtPathTest(out: string): (p: string) => boolean {
  // Each folder's names read once (20,000 old addresses were 60,000 lookups of missing files).
  const folders = new Map<string, Set<string>>();
  const names = (dir: string) => {
    let set = folders.get(dir);
    if (!set) {
      try {
        set = new Set(fs.readdirSync(dir).map((n) => n.toLowerCase()));
      } catch {
        set = new Set();
      }
      folders.set(dir, set);
    }
    return set;
  };
  const exists = (file: string) => names(path.dirname(file)).has(path.basename(file).toLowerCase());
  return (p) => {
    const rel = p.replace(/^\/+/, "");
    if (rel === "" || claimed(rel.split("/")[0]!.toLowerCase())) return true;
    const abs = path.join(out, rel).replace(/\/+$/, "");
    if (!abs.startsWith(out + path.sep)) return true; // never a rule for a path outside the site
    // A folder answers too (its index.html, or a host's listing): `exists(abs)` covers it, so
    // no folder is read for each of the 20,000 old addresses that have none.
    return exists(`${abs}.html`) || exists(abs);
  };
}

/**
 * Whether a group's pattern (scripts/lib/redirect-groups.ts, null for a placeholder) matches a
 * path a file of build/client answers, or the build claims: Cloudflare Pages would redirect it
 * before serving the file. Reads only the folders the pattern's literal segments lead to.
 */
export function builtPatternTest(out: string): (segments: PatternSegments) => boolean {
  // Each folder read once, whichever patterns lead to it (every group's starts at the same ones).
  const folders = new Map<string, fs.Dirent[]>();
  const entriesOf = (dir: string) => {
    let entries = folders.get(dir);
    if (!entries) {
      try {
        entries = fs.readdirSync(dir, { withFileTypes: true });
      } catch {
        entries = [];
      }
      folders.set(dir, entries);
    }
    return entries;
  };
  return (segments) => {
    const first = segments[0];
    if (first == null || claimed(first)) return true;
    let dirs = [out];
    for (const [i, seg] of segments.entries()) {
      const last = i === segments.length - 1;
      const next: string[] = [];
      for (const dir of dirs) {
        for (const e of entriesOf(dir)) {
          // A file answers its name without `.html` too (`x.html` → /x); a folder answers /x/.
          const names = e.isFile() && e.name.endsWith(".html") ? [e.name, e.name.slice(0, -5)] : [e.name];
          if (seg !== null && !names.includes(seg)) continue;
          if (last) return true;
          if (e.isDirectory()) next.push(path.join(dir, e.name));
        }
      }
      dirs = next;
      if (dirs.length === 0) return false;
    }
    return false;
  };
}

/**
 * The redirects of the build in `out`, as the build writes them (host tests compare): the studio's
 * own (content/site/redirects.md, decision 228) first, then the snapshot's old addresses, less
 * those at a path the studio redirects. A WordPress page the site has no page for is one warning,
 * unless the studio redirects its address.
 */
export async function siteRedirects(out: string): Promise<{ rules: HostRedirect[]; warnings: string[] }> {
  const isBuilt = builtPathTest(path.resolve(out));
  const { getStudioRedirects, studioRedirects } = await import("../../app/features/site/redirects.server");
  const studio = studioRedirects(getStudioRedirects(), isBuilt);
  return mergeRedirects(studio, await snapshotRedirects(isBuilt));
}

/** The studio's redirects before the snapshot's, which give up a path the studio redirects; the unmapped pages' warnings, but for those. */
export function mergeRedirects(studio: { rules: HostRedirect[]; warnings: string[] }, old: { rules: HostRedirect[]; warnings: string[]; unmapped: UnmappedPage[] }): { rules: HostRedirect[]; warnings: string[] } {
  const taken = new Set(studio.rules.map((r) => pathKey(r.from)));
  // Both of its addresses answer visitors when WordPress moved (decision 226): the old site's
  // (search engines, old links) and the present one (the plugin sends WordPress's visitors there).
  const unmapped = old.unmapped.flatMap((u) => {
    const open = [u.oldPath, u.path].filter((p): p is string => p !== undefined && !taken.has(pathKey(p)));
    if (open.length === 0) return [];
    const them = open.length === 1 ? `address ${open[0]}` : `addresses ${open.join(" and ")}`;
    return [`${u.by}: WordPress's page has no page on the site, so its ${them} will answer 404 (redirect ${open.length === 1 ? "it" : "them"} in content/site/redirects.md)`];
  });
  return { rules: [...studio.rules, ...old.rules.filter((r) => r.query || !taken.has(pathKey(r.from)))], warnings: [...studio.warnings, ...old.warnings, ...unmapped] };
}

/** The snapshot's old WordPress addresses (decision 113). */
async function snapshotRedirects(isBuilt: (p: string) => boolean): Promise<{ rules: HostRedirect[]; warnings: string[]; unmapped: UnmappedPage[] }> {
  const metaFile = path.join(snapshotDir(), "meta.json");
  if (!fs.existsSync(metaFile)) return { rules: [], warnings: [], unmapped: [] };
  const meta = cmsMetaSchema.safeParse(JSON.parse(fs.readFileSync(metaFile, "utf8")));
  if (!meta.success) return { rules: [], warnings: ["content/cms/meta.json: not valid, so no old WordPress addresses were written"], unmapped: [] };
  const { readSnapshot } = await import("../../app/features/collections/snapshot.server");
  const { sitePagePaths } = await import("../../app/content/route-files.server");
  const { getCompany } = await import("../../app/features/site/company.server");
  const { oldSiteUrl } = getCompany();
  const snap = readSnapshot();
  const records = [
    ...snap.posts.map((r) => ({ ...r, type: "posts" as const })),
    ...snap.portfolio.map((r) => ({ ...r, type: "portfolio" as const })),
    ...snap.faq.map((r) => ({ ...r, type: "faq" as const })),
  ];
  const categoryUse = { posts: snap.posts.flatMap((r) => r.categories), portfolio: snap.portfolio.flatMap((r) => r.categories) };
  return oldAddresses({ apiUrl: meta.data.source, records, wpPages: snap.wpPages, sitePages: sitePagePaths(), categories: snap.categories, categoryUse, isBuilt, oldHome: oldSiteUrl === undefined ? undefined : new URL(oldSiteUrl).pathname });
}
