/**
 * Old addresses keep working (issue 28, decision 113): the 301s the build writes for every
 * address a record had on the WordPress site, from the snapshot. Pure: the caller gives the
 * records, WordPress's pages and a test for "a built file answers this path".
 *
 * Forms, for each record (to its site page, `/blog/{slug}`…):
 *  - its permalink's path as WordPress wrote it, in whatever structure the site uses (day and
 *    name `/2021/03/05/slug/`, month and name, post name `/slug/`, numeric `/archives/123/`, a
 *    custom base `/blog/%year%/%postname%/`, a custom type's `/portfolio/slug/`), and, where the
 *    slug is its last segment, the same path with each old slug (WordPress's structure, judged
 *    from the permalink: other structures are addresses the site never had);
 *  - `/?p={id}` (a query rule);
 *  - the site's own address with an old slug (`/blog/{old}`);
 * and for each WordPress page the site has (cms-links.ts maps it): its permalink's path and
 * `/?page_id={id}`; WordPress's feed (`/feed/`, `/feed/rss2/`, `/feed/atom/`, `/feed/rdf/`), and
 * each category's feed, to the site's; its and its SEO plugins' sitemaps to the site's; each year and month a post was published in (`/2021/`, `/2021/03/`) to the
 * blog, as cms-links.ts maps links to them (decision 213); each category's archive (its link's
 * path, whatever the category base, or `/category/{slug}` when the snapshot has no link) and
 * `/?cat={id}` to the list that shows it (`/blog?category={slug}`, decision 216). Paths sit under
 * WordPress's home path when it is not the root; when the old site's home path was another
 * (`oldHome`: WordPress moved to `cms…/blog` from the root of the old site), each WordPress path
 * is also answered under that one (decision 226), after every current path has its rule.
 *
 * Never: a rule at a path a built file answers (it would shadow the page, or it is the target
 * itself: no loops — every target is a built page and no source is), a target off the site, a
 * source that is not a plain path (`//host`, `..`, encoded slashes, control characters, `*`, `:`
 * placeholders, white space): that is one warning and no rule. Two records claiming one address:
 * the first keeps it (current permalinks and pages before old slugs), one warning.
 */
import { buildPermalinkIndex, mapLink, pathKey, wordpressHomePath, type LinkCategory, type LinkTableInput } from "./cms-links";
import { COLLECTIONS, recordPath, type CmsCollection } from "./table";
import { FEED_PATH, SITEMAP_PATH } from "~/lib/seo";
import { safeSourcePath } from "~/lib/plain-path";

export { safeSourcePath };

/** WordPress's addresses of its main feed, below its home (`/feed/` and the forms it answers too). */
const WORDPRESS_FEEDS = ["feed", "feed/rss2", "feed/atom", "feed/rdf"];
/**
 * Sitemaps a WordPress site submitted to search engines, below its home: WordPress's own, and
 * Yoast's and Rank Math's index and their sitemaps of posts, pages and categories (decision 227).
 */
const WORDPRESS_SITEMAPS = ["wp-sitemap.xml", "sitemap_index.xml", "post-sitemap.xml", "page-sitemap.xml", "category-sitemap.xml"];

export interface OldAddressRecord {
  type: CmsCollection;
  id: number;
  slug: string;
  /** WordPress date (`2021-03-05T10:00:00`). */
  date: string;
  link?: string | undefined;
  oldSlugs?: string[] | undefined;
}

/** A published WordPress page (for `?page_id=` and its permalink). */
export interface OldAddressPage {
  id: number;
  slug: string;
  link?: string | undefined;
}

export interface OldAddressInput {
  /** The REST API URL the snapshot came from (WordPress's home path is read from it). */
  apiUrl: string;
  records: Iterable<OldAddressRecord>;
  wpPages?: Iterable<OldAddressPage>;
  /** Site page paths besides the fixed ones (service and offer pages), for WordPress pages. */
  sitePages?: Iterable<string>;
  /** The snapshot's categories, and which records carry them (the list each belongs on). */
  categories?: Iterable<LinkCategory>;
  categoryUse?: LinkTableInput["categoryUse"];
  /** Whether a built file answers this decoded path (`/about`, `/blog/x`, `/assets`). */
  isBuilt: (path: string) => boolean;
  /**
   * The old site's home path ("" for its root), when WordPress answered there before it moved to
   * the CMS's address (company.md `oldSiteUrl`): WordPress's addresses are answered there too.
   */
  oldHome?: string | undefined;
}

/**
 * A 301: `from` is a decoded path; with `query`, only when the request carries that parameter.
 * `to` is a built page's path, percent-encoded query included (`/blog?category=lighting`).
 */
export interface OldAddress {
  from: string;
  query?: { name: "p" | "page_id" | "cat"; value: string };
  to: string;
}

/** The link's decoded path without trailing slashes; "" for a plain permalink (`?p=`, the query rule's); null when unusable. */
function decodedPath(link: string | undefined): string | null {
  if (!link) return null;
  let u: URL;
  try {
    u = new URL(link);
  } catch {
    return null;
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") return null;
  if (u.search) return ""; // plain permalinks (`?p=`): the query rule
  let p: string;
  try {
    p = decodeURIComponent(u.pathname);
  } catch {
    return null;
  }
  return p.normalize("NFC").replace(/\/+$/, "") || "/";
}

/** A path for a warning: quoted, and invisible or line-breaking characters (a direction override, U+2028, U+3000) as `\uXXXX`. */
const shown = (path: string) =>
  JSON.stringify(path.slice(0, 120)).replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Zs}]/gu, (c) => (c === " " ? c : `\\u${c.codePointAt(0)!.toString(16).padStart(4, "0")}`));

/** A published WordPress page the site has no page for: its address, for a warning unless the studio redirects it (decision 228). */
export interface UnmappedPage {
  path: string;
  /** The same page's address on the old site, when WordPress moved from another home path (`oldHome`). */
  oldPath?: string;
  by: string;
}

export function oldAddresses(input: OldAddressInput): { rules: OldAddress[]; warnings: string[]; unmapped: UnmappedPage[] } {
  const home = wordpressHomePath(input.apiUrl);
  const homeOrRoot = home || "/";
  const records = [...input.records];
  const warnings: string[] = [];
  const rules: OldAddress[] = [];
  const claimed = new Map<string, { to: string; by: string }>();
  const warned = new Set<string>();
  const warnOnce = (key: string, line: string) => {
    if (!warned.has(key)) warnings.push(line);
    warned.add(key);
  };
  const oldHome = input.oldHome === undefined ? null : pathKey(input.oldHome) === "/" ? "" : pathKey(input.oldHome);
  /** WordPress's addresses (not the site's own), for their copies under the old home path. */
  const wordpressPaths: [from: string, to: string, by: string, query: OldAddress["query"], archive: boolean][] = [];
  /** A rule at one of WordPress's addresses: under its home path now, and under the old site's. */
  const addWp = (from: string, to: string, by: string, query?: OldAddress["query"], archive = false) => {
    add(from, to, by, query, archive);
    wordpressPaths.push([from, to, by, query, archive]);
  };
  /** `archive`: WordPress's feed, date and category archives, whose rules are kept only when their target is built, without a word otherwise. */
  const add = (from: string, to: string, by: string, query?: OldAddress["query"], archive = false) => {
    const page = to.split("?")[0]!;
    if (archive && !input.isBuilt(page)) return;
    if (!to.startsWith("/") || to.startsWith("//") || !input.isBuilt(page)) return warnOnce(by, `${by}: ${to} is not a built page (no redirect)`);
    // Query rules sit on WordPress's home path: `/`, or a path checked like any other source.
    if (!(query && from === "/") && !safeSourcePath(from)) return warnOnce(by, `${by}: old address ${shown(from)} is not a plain path of this site (no redirect)`);
    if (!query && (pathKey(from) === pathKey(to) || input.isBuilt(from))) return; // the page itself, or a file that must win
    const key = query ? `${pathKey(from)}?${query.name}=${query.value}` : pathKey(from);
    const had = claimed.get(key);
    if (had) {
      if (had.to !== to) warnOnce(`${by} ${key}`, `${by}: old address ${key} is already ${had.by}'s (kept: → ${had.to})`);
      return;
    }
    claimed.set(key, { to, by });
    rules.push({ from, to, ...(query ? { query } : {}) });
  };
  const who = (r: OldAddressRecord) => `${r.type} id ${r.id} (slug "${r.slug}")`;
  /** The permalink's path, and the part before the slug when the slug is its last segment. */
  const structure = (r: OldAddressRecord) => {
    const path = decodedPath(r.link);
    const bySlug = path?.endsWith(`/${r.slug}`) ? path.slice(0, -r.slug.length - 1) : null;
    return { path, bySlug };
  };

  // 1. Current addresses: each record's permalink and `?p=`.
  for (const r of records) {
    const to = recordPath(r.type, r.slug);
    const { path } = structure(r);
    if (r.link && path === null) warnOnce(who(r), `${who(r)}: permalink ${r.link.slice(0, 120)} has no usable path (no redirect)`);
    else if (path && path !== "/") addWp(path, to, who(r));
    addWp(homeOrRoot, to, who(r), { name: "p", value: String(r.id) });
  }
  // 2. WordPress pages the site has a page for: their permalink and `?page_id=`.
  // The link table's lists of the site's pages and of each category's list (section 5), as links are mapped.
  const categories = [...(input.categories ?? [])];
  const index = buildPermalinkIndex({ apiUrl: input.apiUrl, records: [], pages: input.sitePages ?? [], categories, categoryUse: input.categoryUse });
  const unmapped: UnmappedPage[] = [];
  for (const p of input.wpPages ?? []) {
    const mapped = p.link ? mapLink(p.link, undefined, index) : null;
    const by = `page id ${p.id} (slug "${p.slug}")`;
    const path = decodedPath(p.link);
    if (mapped?.kind !== "route") {
      if (path && path !== "/" && safeSourcePath(path)) unmapped.push({ path, by });
      continue;
    }
    if (mapped.href === "/") continue;
    if (path && path !== "/") addWp(path, mapped.href, by);
    addWp(homeOrRoot, mapped.href, by, { name: "page_id", value: String(p.id) });
  }
  // 3. Old slugs: in the permalink's structure and on the site's own address.
  for (const r of records) {
    const to = recordPath(r.type, r.slug);
    const { bySlug } = structure(r);
    for (const s of r.oldSlugs ?? []) {
      if (bySlug !== null) addWp(`${bySlug}/${s}`, to, who(r));
      add(recordPath(r.type, s), to, who(r));
    }
  }
  // 4. WordPress's feed, and its date archives: each year and month a post was published in.
  for (const f of WORDPRESS_FEEDS) addWp(`${home}/${f}`, FEED_PATH, "WordPress's feed", undefined, true);
  for (const f of WORDPRESS_SITEMAPS) addWp(`${home}/${f}`, SITEMAP_PATH, "WordPress's sitemaps", undefined, true);
  const months = new Set<string>();
  for (const r of records) {
    const m = r.type === "posts" ? /^(\d{4})-(\d{2})-/.exec(r.date) : null;
    if (m) months.add(`${m[1]}/${m[2]}`);
  }
  for (const ym of [...months].sort().reverse()) {
    addWp(`${home}/${ym.slice(0, 4)}`, COLLECTIONS.posts.routePrefix, "WordPress's date archives", undefined, true);
    addWp(`${home}/${ym}`, COLLECTIONS.posts.routePrefix, "WordPress's date archives", undefined, true);
  }
  // 5. Category archives, to the list cms-links.ts maps links to them to (decision 216).
  for (const c of categories) {
    const to = index.categories.get(pathKey(c.slug));
    if (!to) continue;
    const by = `category id ${c.id} (slug "${c.slug}")`;
    const path = c.link === undefined ? `${home}/category/${c.slug}` : decodedPath(c.link);
    if (c.link && path === null) warnOnce(by, `${by}: archive address ${c.link.slice(0, 120)} has no usable path (no redirect)`);
    else if (path && path !== "/") {
      addWp(path, to, by, undefined, true);
      addWp(`${path}/feed`, FEED_PATH, by, undefined, true); // its feed: the site has one
    }
    addWp(homeOrRoot, to, by, { name: "cat", value: String(c.id) }, true);
  }
  // 6. The same addresses under the old site's home path, when WordPress moved from there.
  if (oldHome !== null && oldHome !== home) {
    for (const u of unmapped) if (u.path.startsWith(`${home}/`)) u.oldPath = `${oldHome}${u.path.slice(home.length)}`;
    for (const [from, to, by, query, archive] of wordpressPaths) {
      const below = from === homeOrRoot ? "" : from.startsWith(`${home}/`) ? from.slice(home.length) : null;
      if (below === null) continue; // a permalink outside WordPress's home: not one of its paths
      add(query ? oldHome || "/" : `${oldHome}${below}`, to, by, query, archive);
    }
  }
  return { rules, warnings, unmapped };
}
