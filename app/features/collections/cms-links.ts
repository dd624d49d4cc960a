/**
 * Where a link in CMS HTML leads (decisions 070 and 111): the ONE mapping table, used by the
 * snapshot at build time (scripts/snapshot/localize.ts) and by the live layer for records
 * published after the build (live.ts). Browser-safe and pure: it knows the site's routes, never
 * fetches anything; the caller gives it the records, categories and pages it may map to.
 *
 * A link on the CMS host (exact host name; see `buildPermalinkIndex`) maps, first match wins:
 *  1. `?p=ID` / `?page_id=ID` of a record                → /blog|/portfolio|/faq/{slug}
 *     `?page_id=ID` of a WordPress page whose slug names a site page → that page (as rule 6)
 *  2. a record's own permalink (any permalink structure) → its route
 *  3. an upload the snapshot downloaded                  → its local copy (the caller's)
 *  4. a date permalink /YYYY/MM[/DD]/{slug} of a post    → /blog/{slug}
 *     a date archive /YYYY[/MM[/DD]]                     → /blog (the site's list, newest first)
 *  5. a category archive /category/…/{slug}, its own link's path, `{home}/?cat=ID` (decision 216)
 *                                                        → the list it belongs on: /blog?category=,
 *     /portfolio?category= (more portfolio items than posts carry it), /portfolio or /faq (those categories)
 *  6. a WordPress page whose slug names a site page      → that page (/contact, /about,
 *     /services/residential/kitchen-renovation for /services/kitchen-renovation/ …)
 *     WordPress's home                                   → /
 *  7. anything else on the CMS (tags, authors, pages the site lacks) → the absolute CMS URL,
 *     which the caller reports as one warning.
 * Links to any other host, mailto:/tel: and fragments are unchanged.
 */
import { COLLECTIONS, recordPath, type CmsCollection } from "./table";
import { CATEGORY_PARAM } from "./category-param";
import { FEED_PATH, PRIVACY_PATH } from "~/lib/seo";
import { homeQuery, type HomeQuery } from "./home-query";

export interface LinkTarget {
  type: CmsCollection;
  id: number;
  slug: string;
  /** The record's permalink as WordPress returned it. */
  link?: string | undefined;
}

/** A category the site can show a list of: the records of each collection that carry it. */
export interface LinkCategory {
  id: number;
  slug: string;
  /** Its archive's address on WordPress, whatever the category base (`/topics/rooms/kitchens/`). */
  link?: string | undefined;
}

/**
 * Pages of the site a WordPress page may stand for, by path. Each is found by its full path or by
 * its last segment (a WordPress child page `/services/kitchen-renovation/` names the service page
 * `/services/residential/kitchen-renovation`). Service and offer pages are added by the caller
 * (one per content file); these are the fixed routes of app/routes.ts a WordPress page may mirror.
 */
export const FIXED_SITE_PAGES = [
  "/about",
  "/services",
  "/services/residential",
  "/services/commercial",
  "/portfolio",
  "/blog",
  "/faq",
  "/contact",
  "/certificate",
  PRIVACY_PATH,
  "/offers",
  "/gallary",
] as const;
/** WordPress page slugs spelled otherwise than the site's path. */
const PAGE_ALIASES: Record<string, string> = { gallery: "/gallary", "contact-us": "/contact", "about-us": "/about", home: "/", "privacy-policy": PRIVACY_PATH };

/** Category slugs that are a whole collection on the site (SPEC's portfolio and FAQ fallbacks). */
const COLLECTION_CATEGORIES: Record<string, string> = { portfolio: COLLECTIONS.portfolio.routePrefix, faq: COLLECTIONS.faq.routePrefix };

export interface LinkTableInput {
  /** The REST API's URL (…/wp-json/wp/v2): its origin is where CMS links are written, its path above /wp-json is WordPress's home. */
  apiUrl: string;
  records: Iterable<LinkTarget>;
  /** Categories of the snapshot. */
  categories?: Iterable<LinkCategory>;
  /** The category ids of every post and of every portfolio item (repeats count). */
  categoryUse?: { posts: Iterable<number>; portfolio: Iterable<number> };
  /** Site page paths besides FIXED_SITE_PAGES (service and offer pages). */
  pages?: Iterable<string>;
  /** Downloaded uploads (their source URLs). */
  uploads?: Iterable<string>;
  /** Published WordPress pages (id and slug), for `?page_id=` (decision 113). */
  wpPages?: Iterable<{ id: number; slug: string }>;
}

export interface PermalinkIndex {
  /** Origin absolute CMS links are written on (the REST API's origin). */
  cmsOrigin: string;
  /** WordPress's home path, normalised like `pathKey` ("" for a root install, "/blog" under /blog/). */
  homePath: string;
  /** Host names (no port) that mean "the CMS": the API's, those of the records' permalinks, localhost. */
  hosts: Set<string>;
  byPath: Map<string, LinkTarget>;
  /** Plain permalinks other than `?p=` (a custom type's `?portfolio=slug`), by path and query. */
  byQuery: Map<string, LinkTarget>;
  byId: Map<number, LinkTarget>;
  /** Posts by slug (for date permalinks whatever the structure). */
  postsBySlug: Map<string, LinkTarget>;
  /** Category slug → the site list that shows it. */
  categories: Map<string, string>;
  /** Category id → the same list: WordPress's plain form of an archive, `?cat=ID`. */
  categoryIds: Map<number, string>;
  /** A category archive's path on the CMS (`pathKey` of its link) → the site list that shows it. */
  categoryPaths: Map<string, string>;
  /** Site pages by full path (no leading slash) and by last segment → path. */
  pages: Map<string, string>;
  /** Downloaded uploads by normalised path → their URL as the media stage knows it. */
  uploads: Map<string, string>;
  /** WordPress page ids whose slug names a site page → that page's path. */
  pageIds: Map<number, string>;
}

export type MappedLink =
  | { kind: "unchanged"; href: string }
  | { kind: "route"; href: string }
  | { kind: "upload"; source: string }
  | { kind: "cms"; href: string };

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/** Path key: percent-decoded where possible, NFC, lower case, without trailing slashes. */
export function pathKey(pathname: string): string {
  let p = pathname;
  try {
    p = decodeURIComponent(pathname);
  } catch {
    // keep it encoded
  }
  return p.normalize("NFC").toLowerCase().replace(/\/+$/, "") || "/";
}

function parse(href: string, base?: string): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}

export function siteRoute(t: Pick<LinkTarget, "type" | "slug">): string {
  return recordPath(t.type, t.slug);
}

/** WordPress's home path from the API URL: everything before `/wp-json` ("" at the root). */
export function wordpressHomePath(apiUrl: string): string {
  const u = parse(apiUrl);
  if (!u) return "";
  const at = u.pathname.toLowerCase().indexOf("/wp-json");
  const home = at === -1 ? "" : u.pathname.slice(0, at);
  return pathKey(home) === "/" ? "" : pathKey(home);
}

/** The index every record's links are mapped with: built once per run (or per live page) from the final lists. */
export function buildPermalinkIndex(input: LinkTableInput): PermalinkIndex {
  const cmsOrigin = new URL(input.apiUrl).origin;
  const hosts = new Set<string>([new URL(cmsOrigin).hostname, ...LOOPBACK_NAMES]);
  const list = [...input.records];
  for (const r of list) {
    const u = r.link ? parse(r.link) : null;
    if (u && (u.protocol === "http:" || u.protocol === "https:")) hosts.add(u.hostname);
  }
  const byPath = new Map<string, LinkTarget>();
  const byQuery = new Map<string, LinkTarget>();
  const byId = new Map<number, LinkTarget>();
  const postsBySlug = new Map<string, LinkTarget>();
  for (const r of list) {
    byId.set(r.id, r);
    if (r.type === "posts" && !postsBySlug.has(pathKey(r.slug))) postsBySlug.set(pathKey(r.slug), r);
    const u = r.link ? parse(r.link) : null;
    if (!u) continue;
    // A plain permalink (`?p=`, a custom type's `?portfolio=slug`) has no path of its own: the home's.
    if (idParam(u) === null && !u.search && !byPath.has(pathKey(u.pathname))) byPath.set(pathKey(u.pathname), r);
    else if (idParam(u) === null && u.search) byQuery.set(pathKey(u.pathname) + u.search.toLowerCase(), r);
  }
  const count = (ids: Iterable<number> | undefined) => {
    const m = new Map<number, number>();
    for (const id of ids ?? []) m.set(id, (m.get(id) ?? 0) + 1);
    return m;
  };
  const onPosts = count(input.categoryUse?.posts);
  const onPortfolio = count(input.categoryUse?.portfolio);
  const categories = new Map<string, string>();
  const categoryIds = new Map<number, string>();
  const categoryPaths = new Map<string, string>();
  for (const c of input.categories ?? []) {
    const slug = pathKey(c.slug);
    const whole = COLLECTION_CATEGORIES[slug];
    // The list where more records carry it (a tie, or none: the blog).
    const list = (onPortfolio.get(c.id) ?? 0) > (onPosts.get(c.id) ?? 0) ? COLLECTIONS.portfolio.routePrefix : COLLECTIONS.posts.routePrefix;
    const target = whole ?? `${list}?${CATEGORY_PARAM}=${encodeURIComponent(c.slug)}`;
    categories.set(slug, target);
    if (!categoryIds.has(c.id)) categoryIds.set(c.id, target);
    const u = c.link ? parse(c.link) : null;
    if (u && hosts.has(u.hostname) && !u.search && !categoryPaths.has(pathKey(u.pathname))) categoryPaths.set(pathKey(u.pathname), target);
  }
  const pages = new Map<string, string>();
  const addPage = (path: string) => {
    const key = pathKey(path).replace(/^\//, "");
    if (!pages.has(key)) pages.set(key, path);
    const last = key.split("/").pop()!;
    if (!pages.has(last)) pages.set(last, path);
  };
  for (const p of FIXED_SITE_PAGES) addPage(p);
  for (const p of input.pages ?? []) addPage(p.startsWith("/") ? p : `/${p}`);
  for (const [slug, path] of Object.entries(PAGE_ALIASES)) if (!pages.has(slug)) pages.set(slug, path);
  const uploads = new Map<string, string>();
  for (const url of input.uploads ?? []) {
    const u = parse(url);
    if (u && hosts.has(u.hostname)) uploads.set(pathKey(u.pathname) + u.search, url);
  }
  const pageIds = new Map<number, string>();
  for (const p of input.wpPages ?? []) {
    const site = pages.get(pathKey(p.slug).replace(/^\//, ""));
    if (site) pageIds.set(p.id, site);
  }
  return { cmsOrigin, homePath: wordpressHomePath(input.apiUrl), hosts, byPath, byQuery, byId, postsBySlug, categories, categoryIds, categoryPaths, pages, uploads, pageIds };
}

/** `?p=ID` or `?page_id=ID` (WordPress's plain permalinks and shortlinks). */
function idParam(u: URL): number | null {
  const v = u.searchParams.get("p") ?? u.searchParams.get("page_id");
  return v !== null && /^\d+$/.test(v) ? Number(v) : null;
}

const DATE_ARCHIVE = /^\d{4}(\/\d{2}(\/\d{2})?)?$/;
const DATE_PERMALINK = /^\d{4}\/\d{2}(?:\/\d{2})?\/([^/]+)$/;

/** The site's page for a link to WordPress's home that its query makes another page; null: none. */
function homePageOf(query: NonNullable<HomeQuery>, index: PermalinkIndex): string | null {
  if (query.kind === "feed") return FEED_PATH;
  if (query.kind === "date") return COLLECTIONS.posts.routePrefix;
  if (query.kind === "page") return index.pages.get(query.slug) ?? index.pages.get(query.slug.split("/").pop()!) ?? null;
  const post = query.kind === "post" ? index.postsBySlug.get(query.slug) : undefined;
  return post ? siteRoute(post) : null;
}

/** Rules 4–6 on the path below WordPress's home (no leading or trailing slash); `query`: what the home's query makes of it (home-query.ts). */
function archiveOrPage(rest: string, index: PermalinkIndex, query: HomeQuery = null): string | null {
  if (query) return homePageOf(query, index);
  const path = rest.replace(/(^|\/)page\/\d+$/, ""); // archive pagination: /category/x/page/2/
  if (DATE_ARCHIVE.test(path)) return COLLECTIONS.posts.routePrefix;
  const dated = DATE_PERMALINK.exec(path);
  if (dated) {
    const post = index.postsBySlug.get(dated[1]!);
    return post ? siteRoute(post) : null;
  }
  const segments = path.split("/").filter(Boolean);
  if (segments.length === 0) return "/"; // WordPress's home: the site's
  if (segments[0] === "category" && segments.length > 1) return index.categories.get(segments[segments.length - 1]!) ?? null;
  if (segments[0] === "tag" || segments[0] === "author" || segments[0]!.startsWith("wp-")) return null;
  return index.pages.get(segments.join("/")) ?? index.pages.get(segments[segments.length - 1]!) ?? null;
}

/**
 * Maps one `href` of a record whose permalink is `base` (falls back to the CMS home when the
 * record has none).
 */
export function mapLink(href: string, base: string | undefined, index: PermalinkIndex): MappedLink {
  const trimmed = href.trim();
  if (trimmed === "" || trimmed.startsWith("#")) return { kind: "unchanged", href };
  const u = parse(trimmed, base ?? `${index.cmsOrigin}${index.homePath}/`);
  if (!u || (u.protocol !== "http:" && u.protocol !== "https:")) return { kind: "unchanged", href };
  // Exact host names only: cms.example.com.evil.net, user@evil.net and //evil.net are other hosts.
  if (!index.hosts.has(u.hostname)) return { kind: "unchanged", href };
  const pageId = u.searchParams.get("page_id");
  const page = pageId !== null && /^\d+$/.test(pageId) ? index.pageIds.get(Number(pageId)) : undefined;
  if (page) return { kind: "route", href: page + u.hash };
  const id = idParam(u);
  const key = pathKey(u.pathname);
  const target = id !== null ? index.byId.get(id) : ((u.search ? index.byQuery.get(key + u.search.toLowerCase()) : undefined) ?? index.byPath.get(key));
  if (target) return { kind: "route", href: siteRoute(target) + u.hash };
  const upload = index.uploads.get(key + u.search);
  if (upload) return { kind: "upload", source: upload };
  // A category archive at its own address (any category base), or a later page of it.
  const archive = id === null ? index.categoryPaths.get(key.replace(/\/page\/\d+$/, "")) : undefined;
  if (archive) return { kind: "route", href: archive + u.hash };
  const underHome = index.homePath === "" || key === index.homePath || key.startsWith(`${index.homePath}/`);
  if (id === null && underHome) {
    const rest = key.slice(index.homePath.length).replace(/^\/+/, "");
    // WordPress's home (or index.php) with `?cat=ID`: that category's archive, in its plain form.
    // An id the site has no list of is no page of the site, and not WordPress's home either.
    const cat = rest === "" || rest === "index.php" ? u.searchParams.get("cat") : null;
    if (cat !== null) {
      const category = /^\d+$/.test(cat) ? index.categoryIds.get(Number(cat)) : undefined;
      if (category) return { kind: "route", href: category + u.hash };
    } else {
      const site = archiveOrPage(rest, index, rest === "" || rest === "index.php" ? homeQuery(u) : null);
      if (site) return { kind: "route", href: site + u.hash };
    }
  }
  const onCms = new URL(u.pathname + u.search + u.hash, index.cmsOrigin).href;
  return { kind: "cms", href: onCms };
}

/** The warning for a link that does not lead to a page of the site. */
export function linkWarning(type: CmsCollection, r: { id: number; slug: string }, href: string, became: string): string {
  return `${type} id ${r.id} (slug "${r.slug}"): link ${href} → ${became} (not a page of this site; it points at the CMS)`;
}
